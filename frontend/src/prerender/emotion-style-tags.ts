import type { EmotionCache } from '@emotion/cache';

/**
 * The styles a server render put in `cache` (in compat mode), as the <style>
 * tags Emotion's browser cache adopts instead of inserting the rules again:
 * one tag per global style, one for all class styles.
 */
export function emotionStyleTags(cache: EmotionCache): string {
  const globalTags: string[] = [];
  const ids: string[] = [];
  let classRules = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globalTags.push(`<style data-emotion="${cache.key}-global ${id}">${rules}</style>`);
    } else {
      ids.push(id);
      classRules += rules;
    }
  }
  return `${globalTags.join('')}<style data-emotion="${cache.key} ${ids.join(' ')}">${classRules}</style>`;
}
