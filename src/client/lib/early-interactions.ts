/**
 * Hands React what a visitor did to a server-rendered page before React had taken it over: the page shows and
 * takes input from its first paint, while its script, its route's chunks and the hydration itself still take a
 * moment (longest on a slow phone). Call it before `hydrateRoot`, and call what it returns once React has committed
 * the hydration, outside React's own work (AppRoot's `onHydrated`); a second call does nothing. A part of the page
 * React has not hydrated yet (a Suspense boundary's) is hydrated at once by the events dispatched here.
 *
 * - A click from now on is cancelled and clicked again on release, when React handles it.
 * - A field whose value differs from the server's on release (typed into, a choice made, a box ticked, or a value
 *   the browser restored, since the page was drawn) is handed to React as a change. Replaying its event is not
 *   enough: React hydrates a field with the value already in it as the one it knows, sees no change and never
 *   calls onChange, so the text stays in the box and filters nothing. So the field is put back to the server's
 *   value through its own setter (React's record follows), then given the visitor's value through the element
 *   prototype's setter (React's record does not see it), and its event is dispatched: React finds the change.
 */
export function holdEarlyInteractions(doc: Document = document): () => void {
  const clicked: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target as Node | null;
    if (target?.nodeType !== Node.ELEMENT_NODE) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    clicked.push(target as HTMLElement);
  };
  doc.addEventListener('click', onClick, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    doc.removeEventListener('click', onClick, true);
    // Every change is read before any is handed over: a change re-renders its component, and React then puts the
    // component's other controlled fields back to its state.
    const changes = [...doc.querySelectorAll<HTMLElement>('input, textarea, select')].map(readChange);
    for (const handOver of changes) handOver?.();
    for (const target of clicked) target.click();
  };
}

/** Input types whose value a visitor does not type (a file's cannot be set from script at all). */
const NOT_TYPED = new Set(['file', 'hidden', 'submit', 'reset', 'button', 'image']);

/**
 * What the visitor changed in `field` since the server drew it, as a function that hands it to React (see
 * holdEarlyInteractions), or undefined for a field as the server drew it.
 */
function readChange(field: HTMLElement): (() => void) | undefined {
  if (field instanceof HTMLSelectElement) {
    // React keeps no record of a select's value (nor resets it when it hydrates) and reads it on `change`.
    const options = [...field.options];
    const chosen = options.map((option) => option.selected);
    if (options.every((option) => option.selected === option.defaultSelected)) return undefined;
    return () => {
      options.forEach((option, i) => (option.selected = chosen[i]!));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // Put back, then changed again by a click, as React hears a box change. A radio button the visitor's choice
    // unchecked follows the chosen one's click.
    const wanted = field.checked;
    if (wanted === field.defaultChecked || (field.type === 'radio' && !wanted)) return undefined;
    return () => {
      field.checked = !wanted;
      hydrate(field);
      field.click();
    };
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return undefined;
  if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) return undefined;
  const typed = field.value;
  if (typed === field.defaultValue) return undefined;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!setter) return undefined;
  return () => {
    field.value = field.defaultValue;
    hydrate(field);
    setter.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

/**
 * Makes sure React has hydrated `field` while it holds the server's value. The root's commit does not mean every
 * part is hydrated: a Suspense boundary's part can still be the server's HTML, and React hydrates it at once on an
 * event inside it, recording the value the field holds then. An `input` event with the server's value is no change.
 */
function hydrate(field: HTMLInputElement | HTMLTextAreaElement): void {
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
