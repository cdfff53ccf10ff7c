type TextField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** An element the visitor used, and where it sat when they did. */
interface Used<T extends HTMLElement> {
  element: T;
  /** From the body down, the index of each ancestor among its siblings. */
  path: number[];
}

function used<T extends HTMLElement>(element: T): Used<T> {
  const path: number[] = [];
  for (let node: Element = element; node.parentElement; node = node.parentElement) {
    if (node === document.body) break;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return { element, path };
}

/**
 * The element itself, or, when the app could not hydrate the page and drew it anew, the element
 * now in its place, if it is the same kind of control with the same name.
 */
function stillThere<T extends HTMLElement>(held: Used<T> | null): T | null {
  if (!held || held.element.isConnected) return held?.element ?? null;
  const { element, path } = held;
  let node: Element | undefined = document.body;
  for (const index of path) node = node?.children[index];
  const same =
    node instanceof HTMLElement &&
    node.tagName === element.tagName &&
    node.getAttribute('aria-label') === element.getAttribute('aria-label') &&
    node.textContent === element.textContent;
  return same ? (node as T) : null;
}

/** What a visitor did to a pre-rendered page before its code was there to answer. */
interface HeldInput {
  clicked: Used<HTMLElement> | null;
  submitted: Used<HTMLFormElement> | null;
  /** Each field typed into, with its text as the visitor left it. */
  typed: Map<TextField, { field: Used<TextField>; text: string }>;
  keys: { target: EventTarget; init: KeyboardEventInit }[];
}

export interface EarlyInput {
  /** Stops holding on to input: the app answers from now on. Gives back what to replay. */
  release(): HeldInput;
}

/**
 * Keys the app itself answers (F8 and other shortcuts, Escape); plain typing, arrows and Tab are
 * the browser's own and happen in the page as it is.
 */
function keyForTheApp(event: KeyboardEvent): boolean {
  return (
    /^F\d+$/.test(event.key) ||
    event.key === 'Escape' ||
    event.ctrlKey ||
    event.metaKey ||
    event.altKey
  );
}

/** Controls whose click does something only once the app runs; a link navigates on its own. */
const APP_CONTROL =
  'button, [role="button"], [role="tab"], [role="switch"], input[type="checkbox"], input[type="radio"], label';

/**
 * Holds a click on a control and a form's submit until the app has hydrated (so neither is lost
 * nor half done by the browser alone), and notes the fields typed into. Links are left alone:
 * each page is pre-rendered, so the browser's own navigation is quick.
 */
export function holdEarlyInput(): EarlyInput {
  let clicked: HeldInput['clicked'] = null;
  let submitted: HeldInput['submitted'] = null;
  const typed: HeldInput['typed'] = new Map();
  const keys: HeldInput['keys'] = [];

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(APP_CONTROL);
    if (!control || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    clicked = used(control);
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (event.target instanceof HTMLFormElement) submitted = used(event.target);
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      typed.set(field, { field: used(field), text: field.value });
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.target || !keyForTheApp(event)) return;
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    keys.push({
      target: event.target,
      init: { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true },
    });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('keydown', onKeyDown, true);

  return {
    release() {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('keydown', onKeyDown, true);
      return { clicked, submitted, typed, keys };
    },
  };
}

const nativeValueSetter = (field: TextField) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;

/**
 * Tells the app of text typed before it hydrated. The app's state does not have it, and a form
 * library may even have emptied the field while hydrating: the field is emptied through React's
 * own setter, so React knows it as empty, then given the text with the browser's, and an input
 * event makes the app see the change.
 */
function replayTyping(field: TextField, text: string): void {
  if (!field.isConnected || text === '') return;
  field.value = '';
  nativeValueSetter(field)?.call(field, text);
  // React hears a select's choice as a change event, a text field's as an input event.
  const type = field instanceof HTMLSelectElement ? 'change' : 'input';
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

/** Hands what the visitor did before hydration to the app, in the order they did it. */
export function replayEarlyInput(input: EarlyInput): void {
  const { clicked, submitted, typed, keys } = input.release();
  typed.forEach(({ field, text }) => {
    const current = stillThere(field);
    if (current) replayTyping(current, text);
  });
  for (const { target, init } of keys) target.dispatchEvent(new KeyboardEvent('keydown', init));
  stillThere(clicked)?.click();
  stillThere(submitted)?.requestSubmit();
}
