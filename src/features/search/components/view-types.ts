/** One value of a list facet as every facet view shows it. */
export interface FacetItemView {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
  /** The search URL with this value toggled (works without JavaScript where the path is prebuilt). */
  href: string;
}

/** Called with the toggled value; absent in static HTML, where the link itself navigates. */
export type OnToggle = ((value: string) => void) | undefined;

/** Runs the handler instead of following the link (plain clicks only: new-tab clicks still open the URL). */
export function interceptClick(handler: (() => void) | undefined) {
  if (handler === undefined) return undefined;
  return (event: { preventDefault(): void; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; button: number }) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    handler();
  };
}
