import type { Plugin } from 'vite';
import { APP_CODE_ELEMENT_ID } from '../src/boot/app-code-element';

interface Chunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}

/**
 * Writes into the built index.html, as JSON, the files of the code a visitor's first touch needs:
 * the chunk built from each of `entries` (the app the boot script starts, parts it loads on
 * demand) and every chunk they import statically, so the boot script can fetch them ahead
 * without running them.
 */
export function appCodeList(entries: string[]): Plugin {
  let base = '/';
  return {
    name: 'app-code-list',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: page }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(
          (output): output is Chunk & (typeof bundle)[string] => output.type === 'chunk',
        );
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          chunk?.imports.forEach(add);
        };
        for (const entry of entries) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(entry));
          if (!chunk) throw new Error(`app-code-list: no chunk is built from ${entry}`);
          add(chunk.fileName);
        }
        // The page's own script is there already.
        if (page) files.delete(page.fileName);
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: APP_CODE_ELEMENT_ID },
            children: JSON.stringify([...files].map((file) => `${base}${file}`)),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
