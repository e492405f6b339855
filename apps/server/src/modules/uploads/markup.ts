/**
 * Tags and schemes that make a file act as a web page or a script. Each has at least six fixed
 * bytes besides case, so random-looking compressed data (a video's frames) matches one by chance
 * about once in two million files of 100 MB: refusing on a match costs honest uploads nothing.
 * Shorter names (`<svg`, `<html`, `onload=`) would misfire far more often; SVG and HTML documents
 * are refused by sniffing instead, and what slips past this tripwire is still served with its own
 * type, `nosniff` and a sandbox policy.
 */
const MARKUP = /<(?:script|iframe|object|embed)[\s>/]|<!doctype\s+html|javascript:/i;

/**
 * Whether the bytes carry HTML or script anywhere: the mark of a polyglot, a file that is a valid
 * picture to one reader and a page to another. Read as latin1 so every byte is one character.
 */
export function containsMarkup(bytes: Buffer): boolean {
  return MARKUP.test(bytes.toString('latin1'));
}

/** Longer than any match of MARKUP but an absurd run of spaces inside `<!doctype html`. */
const OVERLAP = 256;

/** `containsMarkup` over a body that arrives in chunks: a tag split between two chunks is still found. */
export function markupScanner() {
  let tail = '';
  let found = false;
  return {
    push(chunk: Buffer) {
      if (found) return;
      const text = tail + chunk.toString('latin1');
      found = MARKUP.test(text);
      tail = text.slice(-OVERLAP);
    },
    found: () => found,
  };
}
