/** Why a blog or vlog cannot be shown: a heading, what happened, and the way back. */
import type { ItemText } from '../lib/content/item-text.ts';

export interface ItemNoticeProps {
  title: string;
  message: string;
  back: ItemText['back'];
  /** An error is announced at once; a plain absence is not urgent. */
  urgent?: boolean;
}

export function ItemNotice({ title, message, back, urgent = false }: ItemNoticeProps) {
  return (
    <section className="container page-intro" role={urgent ? 'alert' : undefined}>
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <a href={back.href}>{back.label}</a>
      </p>
    </section>
  );
}
