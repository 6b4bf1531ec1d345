/**
 * The LLM answers with one JSON object (openai-compatible.ts); what the user should see while it
 * streams is only its top-level "message" string. This reads the JSON text piece by piece, one
 * character at a time (linear, no regex over model output), and returns the decoded part of that
 * string each piece adds. The full text is still parsed and validated at the end: this only feeds
 * the preview, and a reply that turns out invalid falls back to the engine all the same.
 */
export function createMessageExtractor() {
  let depth = 0;
  let inString = false;
  let isKey = false;
  let afterColon = false;
  let key = '';
  let lastKey = '';
  let capturing = false;
  let finished = false;
  let escaped = false;
  let unicode: string | null = null;

  const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' };

  function push(piece: string): string {
    let out = '';
    for (const c of piece) {
      if (finished) break;
      if (inString) {
        if (unicode !== null) {
          unicode += c;
          if (unicode.length === 4) {
            if (capturing) out += String.fromCharCode(Number.parseInt(unicode, 16) || 0xfffd);
            unicode = null;
          }
        } else if (escaped) {
          escaped = false;
          if (c === 'u') unicode = '';
          else if (capturing) out += escapes[c] ?? c;
          else if (isKey && key.length < 20) key += c;
        } else if (c === '\\') {
          escaped = true;
        } else if (c === '"') {
          inString = false;
          if (isKey) lastKey = key;
          if (capturing) finished = true;
        } else if (capturing) {
          out += c;
        } else if (isKey && key.length < 20) {
          key += c;
        }
        continue;
      }
      if (c === '{' || c === '[') depth += 1;
      else if (c === '}' || c === ']') depth -= 1;
      else if (depth === 1 && c === ':') afterColon = true;
      else if (depth === 1 && c === ',') afterColon = false;
      else if (c === '"') {
        inString = true;
        isKey = depth === 1 && !afterColon;
        key = '';
        capturing = depth === 1 && afterColon && lastKey === 'message';
      }
    }
    return out;
  }

  return { push };
}
