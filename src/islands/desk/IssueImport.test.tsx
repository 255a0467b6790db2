import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { editorsAuth, setEditorClaim } from '../../../stack/editor-claim.ts';
import { IMPORT_FAILURES, IMPORT_UPLOAD_MESSAGES } from '../../../contract/issue-import.ts';
import { printIssuePdf } from '../../../api/seed/issue-pdf.ts';
import { createTestUser, emulatorProjectId, type TestUser } from '../../../tests/support/auth-users.ts';
import { useLocalApi } from '../../../tests/support/local-api.ts';
import { $user, logOut } from '../../stores/auth.ts';
import { $deskAccess } from '../../stores/desk.ts';
import { NEW_ISSUE_FROM_PDF } from '../../lib/desk/import-progress.ts';
import Desk from './Desk.tsx';
import { IMPORT_TEXT } from './IssueImport.tsx';

// Nothing is mocked: the real API imports the PDF in its own process; the real auth emulator signs in.
useLocalApi({ editorToken: 'import-test-editor-token-0123456789abcdef' });
/** The import process starts at a lower priority and loads pdf.js and sharp: minutes on a busy machine. */
const IMPORT_WAIT_MS = 240_000;
let editor: TestUser;

// jsdom has <dialog> but not its modal methods; these open and close it as a browser does, focus aside.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

beforeAll(async () => {
  editor = await createTestUser('Import Editor');
  await setEditorClaim(editorsAuth(emulatorProjectId()), editor.email, true);
});

afterEach(async () => {
  cleanup();
  await logOut();
  localStorage.clear();
  cleanStores($user, $deskAccess);
  history.replaceState(null, '', location.pathname);
});

/** Signs the editor in and opens the import screen; `applyAccept: false` lets a test offer any file. */
async function openImport(options: { applyAccept?: boolean } = {}) {
  const user = userEvent.setup(options);
  render(<Desk />);
  const form = await screen.findByRole('form', { name: 'Sign in to the desk' });
  await user.type(within(form).getByLabelText('Email'), editor.email);
  await user.type(within(form).getByLabelText('Password'), editor.password);
  await user.click(within(form).getByRole('button', { name: 'Sign in' }));
  await user.click(await screen.findByRole('link', { name: NEW_ISSUE_FROM_PDF }));
  await screen.findByRole('heading', { name: NEW_ISSUE_FROM_PDF });
  return user;
}

describe('a new issue from a PDF', { timeout: IMPORT_WAIT_MS + 60_000 }, () => {
  it('uploads the PDF, follows the import page by page, and links to the draft issue', async () => {
    const user = await openImport();
    const pdf = await printIssuePdf(
      [{ headline: 'Tea Country', body: ['Mist on the estates.'] }, { picture: '#335' }],
      {
        title: 'Desk import',
      },
    );
    await user.upload(
      screen.getByLabelText(IMPORT_TEXT.choose),
      new File([new Uint8Array(pdf)], 'desk.pdf', { type: 'application/pdf' }),
    );
    await expect.poll(() => location.hash).toMatch(/^#\/import\/\d+$/);
    const open = await screen.findByRole('link', { name: IMPORT_TEXT.open }, { timeout: IMPORT_WAIT_MS });
    expect(open.getAttribute('href')).toMatch(/^#\/edit\/issue\/\d+$/);
    expect(screen.getByRole('status').textContent).toBe(IMPORT_TEXT.done);
    expect(screen.getByRole('heading', { name: 'Desk import' })).toBeTruthy();
    const earlier = screen.getByRole('region', { name: IMPORT_TEXT.earlier });
    expect(await within(earlier).findByRole('link', { name: 'Desk import' })).toBeTruthy();
  });

  it('keeps what a damaged PDF still holds as a draft, says so, and deletes the draft when asked', async () => {
    const user = await openImport();
    const whole = Buffer.from(
      await printIssuePdf([1, 2, 3].map((n) => ({ headline: `Story ${n}`, body: [`The words of story ${n}.`] }))),
    );
    // Cut inside the last page's drawing, as a copy that stopped early is.
    const cut = whole.subarray(0, whole.lastIndexOf('endstream') - 20);
    await user.upload(
      screen.getByLabelText(IMPORT_TEXT.choose),
      new File([new Uint8Array(cut)], 'cut.pdf', { type: 'application/pdf' }),
    );
    const alert = await screen.findByText(IMPORT_FAILURES.damagedPartly, {}, { timeout: IMPORT_WAIT_MS });
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.getByText('3 pages were found in the file; 2 could be read.')).toBeTruthy();
    expect(screen.getByRole('link', { name: IMPORT_TEXT.open }).getAttribute('href')).toMatch(/^#\/edit\/issue\/\d+$/);
    await user.click(screen.getByRole('button', { name: IMPORT_TEXT.discard }));
    const dialog = screen.getByRole('dialog', { name: IMPORT_TEXT.discard });
    await user.click(within(dialog).getByRole('button', { name: IMPORT_TEXT.discard }));
    expect((await screen.findByText(IMPORT_TEXT.discarded)).getAttribute('role')).toBe('status');
  });

  it('refuses a file that is not a PDF before sending it', async () => {
    const user = await openImport({ applyAccept: false });
    await user.upload(
      screen.getByLabelText(IMPORT_TEXT.choose),
      new File(['notes'], 'notes.txt', { type: 'text/plain' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(IMPORT_UPLOAD_MESSAGES.notPdf);
    expect(location.hash).toBe('#/import');
  });
});
