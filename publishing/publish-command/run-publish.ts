/**
 * `npm run publish -- <file.json>` and `npm run publish -- --delete <kind>/<id>`: what the command
 * does, apart from the process, so tests can run it against a real API and read what it printed.
 */
import { readEditorTokenFile } from '../../api/admin/editor-token-file.ts';
import type { AdminKind } from '../../src/lib/api/urls.ts';
import { AdminError, publish, unpublish, type AdminConnection } from './admin-client.ts';
import { ItemFileError, readItemFile } from './item-file.ts';
import { itemPagePath, whereItAppears } from './where-it-appears.ts';

export const USAGE = `Usage:
  npm run publish -- <file.json>             create the item, or update it when its id exists
  npm run publish -- --delete <kind>/<id>    delete a blog, vlog or issue (kind: blog, vlog, issue)`;

/** Where the command publishes and what it names; scripts/publish.ts fills these from the environment. */
export interface PublishSettings {
  /** The API root (PUBLIC_API_URL). */
  apiBase: string;
  /** EDITOR_TOKEN, when set: it wins over the file. */
  editorToken: string | undefined;
  /** The local API's generated token (.data/editor-token). */
  tokenFile: string;
  /** The site's address (SITE_URL), for the links printed. */
  siteUrl: string;
}
const TARGET_PATTERN = /^(blog|vlog|issue)\/([^/]+)$/;

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

type Command = { delete: false; file: string } | { delete: true; kind: AdminKind; id: string };

function parseArgs(args: string[]): Command | undefined {
  if (args.length === 1 && args[0] && !args[0].startsWith('-')) return { delete: false, file: args[0] };
  if (args.length === 2 && args[0] === '--delete') {
    const match = TARGET_PATTERN.exec(args[1] ?? '');
    if (match?.[1] && match[2]) return { delete: true, kind: match[1] as AdminKind, id: match[2] };
  }
  return undefined;
}

function connectionFrom(settings: PublishSettings): AdminConnection | string {
  const token = settings.editorToken || readEditorTokenFile(settings.tokenFile);
  if (!token) {
    return `No editor token: set EDITOR_TOKEN, or start the local API once (npm start or npm run api) to make ${settings.tokenFile}.`;
  }
  return { apiBase: settings.apiBase, token };
}

function reportFailure(error: unknown, out: Output): number {
  if (error instanceof AdminError || error instanceof ItemFileError) {
    out.error(error.message);
    if (error instanceof AdminError) {
      for (const [field, message] of Object.entries(error.fields)) out.error(`  ${field}: ${message}`);
    }
    return 1;
  }
  throw error;
}

export async function runPublish(args: string[], settings: PublishSettings, out: Output): Promise<number> {
  const command = parseArgs(args);
  if (!command) {
    out.error(USAGE);
    return 2;
  }
  const connection = connectionFrom(settings);
  if (typeof connection === 'string') {
    out.error(connection);
    return 1;
  }
  const { siteUrl } = settings;
  try {
    if (command.delete) {
      await unpublish(connection, command.kind, command.id);
      out.log(`Deleted ${command.kind} ${command.id}.`);
      out.log(`Its page ${new URL(itemPagePath(command.kind, command.id), siteUrl)} goes with the next rebuild.`);
      return 0;
    }
    const { kind, id, body } = await readItemFile(command.file);
    const { action, item } = await publish(connection, kind, id, body);
    const where = whereItAppears(kind, { id: String(item.id), category: item.category }, siteUrl);
    out.log(`${action === 'created' ? 'Created' : 'Updated'} ${kind} ${String(item.id)}: ${String(item.title)}`);
    if (where.now) out.log(`  now:               ${where.now} (read from the API until the rebuild)`);
    out.log(`  after the rebuild: ${where.afterRebuild.join('\n                     ')}`);
    return 0;
  } catch (error) {
    return reportFailure(error, out);
  }
}
