// A screen's frame: its heading takes focus when the route changes so that
// screen readers and keyboard users start at the new content. The first
// screen after a page load leaves focus alone: Tab starts at the skip link.
import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { useT } from "../i18n";

let firstScreen = true;

export function Screen({ title, wide, children }: { title: string; wide?: boolean; children: ComponentChildren }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!firstScreen) heading.current?.focus({ preventScroll: true });
    firstScreen = false;
    // The product's name as the header says it, in the interface's language.
    document.title = title + " — " + t("app_name");
  }, [title, t("app_name")]);
  return (
    <section class={wide ? "screen wide" : "screen"} aria-labelledby="screen-title">
      <h1 id="screen-title" tabIndex={-1} ref={heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}
