import { describe, expect, it } from 'vitest';
import { shortcutFor, type ShortcutKey } from './shortcut-for';

const press = (key: string, extra: Partial<ShortcutKey> = {}): ShortcutKey => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  inField: false,
  inOverlay: false,
  ...extra,
});

describe('shortcutFor', () => {
  it('maps the inbox keys outside text fields', () => {
    expect(shortcutFor(press('j'))).toBe('next');
    expect(shortcutFor(press('k'))).toBe('previous');
    expect(shortcutFor(press('/'))).toBe('search');
    expect(shortcutFor(press('r'))).toBe('reply');
    expect(shortcutFor(press('s'))).toBe('savedReplies');
    expect(shortcutFor(press('c'))).toBe('toggleStatus');
    expect(shortcutFor(press('?'))).toBe('help');
  });

  it('leaves typing in a field alone, but Escape leaves the field', () => {
    expect(shortcutFor(press('j', { inField: true }))).toBeNull();
    expect(shortcutFor(press('/', { inField: true }))).toBeNull();
    expect(shortcutFor(press('Escape', { inField: true }))).toBe('leaveField');
    expect(shortcutFor(press('Escape'))).toBeNull();
  });

  it('ignores modified keys, keys a widget handled, dialogs and unknown keys', () => {
    expect(shortcutFor(press('r', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('r', { metaKey: true }))).toBeNull();
    expect(shortcutFor(press('j', { altKey: true }))).toBeNull();
    expect(shortcutFor(press('Escape', { inField: true, defaultPrevented: true }))).toBeNull();
    expect(shortcutFor(press('j', { inOverlay: true }))).toBeNull();
    expect(shortcutFor(press('x'))).toBeNull();
    expect(shortcutFor(press('J'))).toBeNull();
  });
});
