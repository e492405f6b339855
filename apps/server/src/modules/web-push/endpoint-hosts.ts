/**
 * Where the server may send Web Push messages: the push services browsers use, nothing else. A
 * subscription names its endpoint itself, so without this list any member could make the server
 * POST to any address it can reach (an internal service, a cloud metadata address).
 */
export const DEFAULT_WEB_PUSH_ENDPOINT_HOSTS = [
  // Chrome, Edge's Chromium base, Opera, Samsung Internet.
  'fcm.googleapis.com',
  // Firefox.
  'updates.push.services.mozilla.com',
  // Edge on Windows (WNS).
  '*.notify.windows.com',
  // Safari on macOS and iOS.
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

/** One entry: `host` (port 443 only), `host:port`, or `*.domain` for any host below the domain. */
export interface EndpointHostRule {
  host: string;
  wildcard: boolean;
  port: string;
}

const HOST = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** Parses `WEB_PUSH_ENDPOINT_HOSTS` (comma-separated); answers the entries it could not read instead. */
export function parseEndpointHosts(text: string): { rules: EndpointHostRule[] } | { problems: string[] } {
  const entries = text
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  const problems = entries.filter((e) => !HOST.test(e));
  if (problems.length > 0) return { problems };
  if (entries.length === 0) return { problems: ['(empty)'] };
  return {
    rules: entries.map((entry) => {
      const [name = '', port = '443'] = entry.split(':');
      const wildcard = name.startsWith('*.');
      return { host: wildcard ? name.slice(2) : name, wildcard, port };
    }),
  };
}

export const defaultEndpointHostRules = (): EndpointHostRule[] => {
  const parsed = parseEndpointHosts(DEFAULT_WEB_PUSH_ENDPOINT_HOSTS.join(','));
  return 'rules' in parsed ? parsed.rules : [];
};

/**
 * Whether a subscription's endpoint may be called: https, no credentials in it, on a listed host
 * and port. A wildcard covers hosts below its domain, never the domain itself nor a look-alike
 * (`*.push.apple.com` does not cover `evilpush.apple.com.example`).
 */
export function isAllowedEndpoint(endpoint: string, rules: readonly EndpointHostRule[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const port = url.port || '443';
  return rules.some((rule) => rule.port === port && (rule.wildcard ? host.endsWith(`.${rule.host}`) : host === rule.host));
}
