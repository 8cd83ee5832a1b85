import { createHash } from 'node:crypto';
import { parseFeed, type ParsedFeed } from './feedParse.js';

// Parsed calendars by subscription, kept while their text is unchanged (a few, bounded).
const MAX_ENTRIES = 200;
const cache = new Map<string, { hash: string; feed: ParsedFeed }>();

/** The parsed form of a stored calendar; null when it does not parse (it was checked when stored). */
export function parsedFeed(id: string, body: string | null): ParsedFeed | null {
  if (!body) return null;
  const hash = createHash('sha1').update(body).digest('hex');
  const hit = cache.get(id);
  if (hit?.hash === hash) return hit.feed;
  try {
    const feed = parseFeed(body);
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(id, { hash, feed });
    return feed;
  } catch {
    return null;
  }
}
