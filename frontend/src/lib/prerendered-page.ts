let hydrating = false;

/** Called by the app's start when it takes over a pre-rendered page rather than rendering anew. */
export function markHydratingPrerenderedPage(): void {
  hydrating = true;
}

/** True when the app started on a page the server sent already rendered. */
export function isHydratingPrerenderedPage(): boolean {
  return hydrating;
}
