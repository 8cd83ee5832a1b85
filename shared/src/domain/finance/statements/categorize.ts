import type { ExpenseCategory } from '../../../contracts/finance/expenses.js';

// Words that statement descriptions commonly carry, per expense category.
const RULES: [ExpenseCategory, RegExp][] = [
  [
    'travel',
    /\b(airline|airways|air\b|delta|united|american air|lufthansa|qantas|jetblue|southwest|hotel|marriott|hilton|hyatt|airbnb|expedia|booking\.com|uber|lyft|taxi|cab|rail|train|amtrak|transit|metro|parking|fuel|petrol|gas station|shell|chevron|exxon|bp\b|car rental|hertz|avis)\b/i,
  ],
  [
    'food',
    /\b(restaurant|cafe|coffee|starbucks|deliveroo|doordash|grubhub|uber ?eats|just eat|pizza|burger|mcdonald|kfc|subway|grocery|groceries|supermarket|super value|aldi|lidl|tesco|sainsbury|waitrose|whole foods|trader joe|kroger|safeway|bakery|food|dining|bar\b|pub\b|kitchen)\b/i,
  ],
  [
    'software',
    /\b(software|saas|subscription|github|gitlab|atlassian|adobe|microsoft|apple\.com|itunes|app store|google \*|google play|netflix|spotify|nowtv|now tv|dropbox|slack|zoom|notion|openai|aws|digitalocean|heroku)\b/i,
  ],
  [
    'hardware',
    /\b(hardware|electronics|best buy|currys|apple store|dell|lenovo|newegg|b&h|micro center|computer|maplin|argos)\b/i,
  ],
];

/** A first guess at the expense category of a statement line; the user can change it in the preview. */
export function suggestCategory(description: string): ExpenseCategory {
  for (const [category, re] of RULES) if (re.test(description)) return category;
  return 'other';
}
