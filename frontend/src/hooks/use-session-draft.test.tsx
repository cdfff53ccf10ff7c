import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionDraft } from './use-session-draft';

const EMPTY = { text: '' };
const isNote = (value: unknown): value is { text: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { text?: unknown }).text === 'string';

const renderDraft = () => renderHook(() => useSessionDraft('note', EMPTY, isNote));

afterEach(() => {
  window.sessionStorage.clear();
});

describe('useSessionDraft', () => {
  it('keeps what was typed for the next time the form is shown in this tab', () => {
    const first = renderDraft();
    act(() => first.result.current[1]({ text: 'half a thought' }));
    first.unmount();

    const again = renderDraft();
    expect(again.result.current[0]).toEqual({ text: 'half a thought' });
  });

  it('forgets the draft once cleared', () => {
    const first = renderDraft();
    act(() => first.result.current[1]({ text: 'sent' }));
    act(() => first.result.current[2]());
    expect(first.result.current[0]).toBe(EMPTY);
    first.unmount();

    expect(window.sessionStorage.getItem('draft:note')).toBeNull();
    expect(renderDraft().result.current[0]).toBe(EMPTY);
  });

  it('starts empty when the stored draft is not one', () => {
    window.sessionStorage.setItem('draft:note', '{"text":42}');
    expect(renderDraft().result.current[0]).toBe(EMPTY);
    window.sessionStorage.setItem('draft:note', 'not json');
    expect(renderDraft().result.current[0]).toBe(EMPTY);
  });
});
