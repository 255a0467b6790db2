/**
 * The local mailbox's pages: every mail, newest first, and one mail with its headers, its HTML
 * (in a sandboxed frame, so a mail's markup and scripts never touch the page) and its plain text.
 */
import { escapeHtml as escape } from '../contract/escape-html.ts';
import type { ReceivedMail } from './received-mail.ts';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#222}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}
iframe{width:100%;height:40rem;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function mailboxPage(mails: readonly ReceivedMail[]): string {
  const rows = [...mails]
    .reverse()
    .map(
      (mail) =>
        `<tr><td>${escape(mail.receivedAt)}</td><td>${escape(mail.to.join(', '))}</td>` +
        `<td><a href="/mails/${mail.id}">${escape(mail.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  return page(
    'Local mailbox',
    `<h1>Local mailbox</h1><p>${mails.length} mail(s) the magazine sent, newest first. Nothing here left this machine.</p>
<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

export function mailPage(mail: ReceivedMail): string {
  const headers = Object.entries(mail.headers)
    .map(([name, value]) => `<tr><th>${escape(name)}</th><td>${escape(value)}</td></tr>`)
    .join('');
  const html = mail.html
    ? `<h2>HTML</h2><iframe sandbox title="The mail as HTML" srcdoc="${escape(mail.html)}"></iframe>`
    : '';
  return page(
    mail.subject || 'Mail',
    `<p><a href="/">All mails</a></p><h1>${escape(mail.subject || '(no subject)')}</h1>
<table><tbody>${headers}</tbody></table>${html}<h2>Plain text</h2><pre>${escape(mail.text)}</pre>`,
  );
}
