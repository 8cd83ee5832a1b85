import { parseCsv } from './csv.js';
import { parseOfx } from './ofx.js';
import { StatementError, type ParsedStatement } from './types.js';

export * from './types.js';
export { csvRows, parseCsv } from './csv.js';
export { parseOfx } from './ofx.js';
export { suggestCategory } from './categorize.js';

/** Decodes a statement's bytes: a BOM, an OFX CHARSET header (1252 = Windows-1252), else UTF-8. */
export function decodeStatement(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 512));
  const charset = /CHARSET:\s*(\w+)/i.exec(head)?.[1] ?? /encoding="([\w-]+)"/i.exec(head)?.[1];
  if (charset && /^(1252|windows-1252|cp1252|iso-8859-1|latin1)$/i.test(charset))
    return new TextDecoder('windows-1252').decode(bytes);
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  // Not valid UTF-8 (replacement characters): most bank exports are then Windows-1252.
  return utf8.includes('\uFFFD') ? new TextDecoder('windows-1252').decode(bytes) : utf8;
}

/** Parses a CSV or OFX statement file, recognised by its content (the name only breaks a tie). */
export function parseStatement(filename: string, bytes: Uint8Array): ParsedStatement {
  const text = decodeStatement(bytes);
  const looksOfx = /^\s*(OFXHEADER|<\?xml|<OFX>)/i.test(text) || /<OFX>/i.test(text.slice(0, 4096));
  if (looksOfx || /\.(ofx|qfx)$/i.test(filename)) return parseOfx(text);
  if (/\.(csv|txt)$/i.test(filename) || text.includes(',')) return parseCsv(text);
  throw new StatementError('Unsupported statement format: upload a CSV or OFX file');
}
