// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, replayEarlyInput } from './early-input';

const PAGE =
  '<main><p>Intro</p><button type="button">Start Playing</button><input name="email"></main>';

describe('input made before the app runs', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds a click on a control and hands it to the control once the app runs', () => {
    document.body.innerHTML = PAGE;
    const button = document.querySelector('button')!;
    const early = vi.fn();
    const input = holdEarlyInput();
    button.addEventListener('click', early);

    button.click();
    expect(early).not.toHaveBeenCalled();

    replayEarlyInput(input);
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('hands the click and the typed text to the controls drawn anew in their place when hydration failed', () => {
    document.body.innerHTML = PAGE;
    const input = holdEarlyInput();
    document.querySelector('button')!.click();
    const field = document.querySelector('input')!;
    field.value = 'ada@example.com';
    field.dispatchEvent(new Event('input', { bubbles: true }));

    document.body.innerHTML = PAGE;
    const clicked = vi.fn();
    const typed = vi.fn();
    document.querySelector('button')!.addEventListener('click', clicked);
    document.querySelector('input')!.addEventListener('input', typed);
    replayEarlyInput(input);

    expect(clicked).toHaveBeenCalledTimes(1);
    expect(typed).toHaveBeenCalledTimes(1);
    expect(document.querySelector('input')!.value).toBe('ada@example.com');
  });

  it('drops a click whose control is gone, rather than click something else', () => {
    document.body.innerHTML = PAGE;
    const input = holdEarlyInput();
    document.querySelector('button')!.click();

    document.body.innerHTML = PAGE.replace('Start Playing', 'Delete Account');
    const clicked = vi.fn();
    document.querySelector('button')!.addEventListener('click', clicked);
    replayEarlyInput(input);

    expect(clicked).not.toHaveBeenCalled();
  });

  it('leaves a click on a link to the browser', () => {
    document.body.innerHTML = '<a href="#faq"><span role="button">FAQ</span></a>';
    const input = holdEarlyInput();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('span')!.dispatchEvent(event);
    replayEarlyInput(input);

    expect(event.defaultPrevented).toBe(false);
  });
});
