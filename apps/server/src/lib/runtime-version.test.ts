import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from './configuration-error';
import { assertSupportedNode, isSupportedNode, REQUIRED_NODE } from './runtime-version';

describe('the Node.js runtime', () => {
  it('accepts the first LTS release of line 24 and anything newer, and nothing older', () => {
    expect(isSupportedNode('20.20.2')).toBe(false);
    expect(isSupportedNode('22.23.3')).toBe(false);
    expect(isSupportedNode('24.10.0')).toBe(false);
    expect(isSupportedNode('24.11.0')).toBe(true);
    expect(isSupportedNode('24.21.0')).toBe(true);
    expect(isSupportedNode('26.1.0')).toBe(true);
  });

  it('refuses an old runtime in one line naming the version needed and the one found', () => {
    let refusal: unknown;
    try {
      assertSupportedNode('20.20.2');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ConfigurationError);
    const message = (refusal as Error).message;
    expect(message).toContain(`Node.js ${REQUIRED_NODE.major}.${REQUIRED_NODE.minor} or newer`);
    expect(message).toContain('this is Node.js 20.20.2');
    expect(message).not.toContain('\n');
  });

  it("runs the tests, and the scripts' `node`, on the supported line", () => {
    expect(isSupportedNode(process.versions.node)).toBe(true);
    // What `node` means on the PATH npm gives the project's scripts (npm start, npm test, npm run cli).
    const scriptsNode = execFileSync('node', ['--version'], { encoding: 'utf8' }).trim();
    expect(isSupportedNode(scriptsNode.replace(/^v/, ''))).toBe(true);
  });
});
