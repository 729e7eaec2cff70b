import { NOISE_MESSAGES, reportError, stripQuery, type ServiceDeps } from '@sheet/services';

const MAX_CAUSES = 4;
const ADDRESS = /\bhttps?:\/\/[^\s)"']+/g;

/**
 * An error's message and those of its causes (a load failure wraps what failed: the file, the
 * refused hash), and the remote each file in it belongs to. (The sink's call drops every query.)
 */
function describe(error: unknown, remoteOf: (url: string) => string | undefined): string {
  const parts: string[] = [];
  for (let each = error, depth = 0; each !== undefined && depth < MAX_CAUSES; depth += 1) {
    parts.push(each instanceof Error ? `${each.name}: ${each.message}` : String(each));
    each = each instanceof Error ? each.cause : undefined;
  }
  const text = parts.join(' <- ');
  const remotes = new Set<string>();
  for (const [address] of text.matchAll(ADDRESS)) {
    const remote = remoteOf(address);
    if (remote) remotes.add(remote);
  }
  return remotes.size > 0 ? `${text} [remote ${[...remotes].join(', ')}]` : text;
}

/**
 * Sends uncaught errors, unhandled rejections and load failures to the error sink, minus known
 * noise (the built-in list plus the configured one). Only the message (with its causes'), kind and
 * the page URL without its query go out: never a query, never a value from a form. `remoteOf`
 * names the remote a file in the message belongs to.
 */
export function createErrorReporter(
  services: ServiceDeps,
  extraNoise: readonly string[],
  remoteOf: (url: string) => string | undefined = () => undefined,
) {
  const noise = [...NOISE_MESSAGES, ...extraNoise.map((text) => new RegExp(escapeRegExp(text)))];
  /** Settles once the report is sent, skipped or given up (never rejects). */
  const report = async (error: unknown, kind: string): Promise<void> => {
    const message = describe(error, remoteOf);
    if (noise.some((pattern) => pattern.test(message))) return;
    await reportError(services, {
      message,
      kind,
      url: stripQuery(window.location.href),
      stack: error instanceof Error ? error.stack : undefined,
    }).catch(() => undefined);
  };
  return { report };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
