import type { AiProvider, AiResult, AiSearchType } from '@hearth/shared';
import type { AssistantProvider } from '../ai/provider.js';

export interface SearchRequest {
  booking_type: AiSearchType;
  ai_provider: AiProvider;
  preferences: { destination: string; date?: string | null; budget?: number | null; requirements: string };
}

/** A small deterministic generator: the same request always answers the same (mocked) results. */
function seeded(text: string) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    h = (Math.imul(h ^ (h >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return h / 2 ** 32;
  };
}

const LABEL: Record<AiProvider, string> = { chatgpt: 'ChatGPT', claude: 'Claude', gemini: 'Gemini' };
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The simulated booking search of DESIGN.md §6: plausible, deterministic results built from the
 * request, never claims of real availability. Each provider has its own flavour.
 */
export function mockResults(req: SearchRequest): AiResult[] {
  const place = req.preferences.destination || 'your destination';
  const rand = seeded(JSON.stringify(req));
  const budget = req.preferences.budget && req.preferences.budget > 0 ? req.preferences.budget : undefined;
  const date = req.preferences.date ?? new Date().toISOString().slice(0, 10);
  const wants = req.preferences.requirements
    ? ` Matches your note: "${req.preferences.requirements.slice(0, 80)}".`
    : '';
  const who = LABEL[req.ai_provider];
  const price = (lo: number, hi: number) =>
    round2(budget ? budget * (0.55 + rand() * 0.4) : lo + rand() * (hi - lo));
  const rating = () => round2(3.8 + rand() * 1.2);
  switch (req.booking_type) {
    case 'hotel':
      return ['Central Suites', 'Riverside Inn', 'Garden Boutique Hotel'].map((kind, i) => ({
        result_type: 'hotel' as const,
        name: `${place} ${kind}`,
        provider: `${who} Travel (mock)`,
        location: `${['Downtown', 'Riverside', 'Old Town'][i]}, ${place}`,
        price_per_night: price(90, 320),
        rating: rating(),
        amenities: [
          ['Free Wi-Fi', 'Breakfast', 'Gym'],
          ['Free Wi-Fi', 'Pool', 'Parking'],
          ['Free Wi-Fi', 'Spa', 'Meeting rooms'],
        ][i]!,
        ai_recommendation: `${who} suggests this for ${['its central location', 'a quieter stay', 'small-group comfort'][i]}.${wants}`,
      }));
    case 'flight': {
      const airlines = ['Skyline Air', 'Blue Jet', 'Northwind Airways'];
      return airlines.map((airline, i) => {
        const dep = 6 + Math.floor(rand() * 14);
        const dur = 1 + Math.floor(rand() * 6);
        const pad = (n: number) => String(n % 24).padStart(2, '0');
        return {
          result_type: 'flight' as const,
          airline,
          flight_number: `${airline.slice(0, 2).toUpperCase()}${100 + Math.floor(rand() * 900)}`,
          departure: 'Your city',
          arrival: place,
          departure_time: `${date} ${pad(dep)}:${i === 1 ? '30' : '05'}`,
          arrival_time: `${date} ${pad(dep + dur)}:${i === 1 ? '45' : '20'}`,
          price: price(120, 650),
          stops: i === 2 ? 1 : 0,
          class: 'Economy',
          ai_recommendation: `${who} picks this for ${['the best price', 'a convenient departure', 'flexible fares'][i]}.${wants}`,
        };
      });
    }
    case 'restaurant':
      return ['Italian', 'Japanese', 'Mediterranean'].map((cuisine, i) => ({
        result_type: 'restaurant' as const,
        name: `${['Trattoria', 'Sakura', 'Olive'][i]} ${place}`,
        cuisine,
        location: `${['Market Street', 'Harbor Front', 'Main Square'][i]}, ${place}`,
        price_range: ['$$', '$$$', '$$'][i]!,
        rating: rating(),
        available_times: ['18:00', '19:30', '21:00'].filter((_, j) => j !== i),
        ai_recommendation: `${who} recommends it for ${['groups and sharing plates', 'a quiet business dinner', 'a relaxed evening'][i]}.${wants}`,
      }));
  }
}

/** With a real model configured, it words the recommendations; the results themselves stay mocked. */
export async function wordRecommendations(
  ai: AssistantProvider,
  results: AiResult[],
  req: SearchRequest,
): Promise<AiResult[]> {
  if (ai.isLocal) return results;
  return Promise.all(
    results.map(async (r) => {
      try {
        const text = await ai.complete([
          {
            role: 'system',
            content:
              'Write one short sentence recommending this simulated booking option. No claims of real availability.',
          },
          { role: 'user', content: JSON.stringify({ request: req.preferences, option: r }) },
        ]);
        return text ? { ...r, ai_recommendation: text.trim().slice(0, 300) } : r;
      } catch {
        return r;
      }
    }),
  );
}
