import { cliMessages } from '@souq/contract/messages-cli';
import { ConfigurationError } from './configuration-error';
import { fillTemplate } from '@souq/contract/fill-template';

/**
 * The oldest Node.js Souq runs on: the first LTS release of line 24. Older lines no longer get
 * security fixes (20 left support on 2026-04-30), and some dependencies already need 22.
 */
export const REQUIRED_NODE = { major: 24, minor: 11 } as const;

/** Whether a `process.versions.node` string is at least the required release. */
export function isSupportedNode(version: string): boolean {
  const [major = 0, minor = 0] = version.split('.').map((part) => Number.parseInt(part, 10));
  return major > REQUIRED_NODE.major || (major === REQUIRED_NODE.major && minor >= REQUIRED_NODE.minor);
}

/** Refuses, in one line, to run on an unsupported Node.js: before anything is opened. */
export function assertSupportedNode(version: string = process.versions.node): void {
  if (isSupportedNode(version)) return;
  throw new ConfigurationError(
    fillTemplate(cliMessages.runtime.unsupportedNode, {
      required: `${REQUIRED_NODE.major}.${REQUIRED_NODE.minor}`,
      current: version,
    }),
  );
}
