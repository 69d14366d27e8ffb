// A screen's frame: its heading takes focus when the route changes so that
// screen readers and keyboard users start at the new content. The first
// screen after a page load leaves focus alone: Tab starts at the skip link.
import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";

let firstScreen = true;

export function Screen({ title, wide, children }: { title: string; wide?: boolean; children: ComponentChildren }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!firstScreen) heading.current?.focus({ preventScroll: true });
    firstScreen = false;
    document.title = title + " — Proofreader";
  }, [title]);
  return (
    <section class={wide ? "screen wide" : "screen"} aria-labelledby="screen-title">
      <h1 id="screen-title" tabIndex={-1} ref={heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}
