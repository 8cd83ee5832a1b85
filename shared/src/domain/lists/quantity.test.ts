import { describe, expect, it } from 'vitest';
import { formatQuantity, itemKey, parseEntry, readNumber } from './quantity.js';

// What people type into a shopping, packing or to-do list, and what the list should make of it.
const CASES: [typed: string, name: string, quantity: number | null, unit: string | null][] = [
  ['2 kg flour', 'flour', 2, 'kg'],
  ['milk x3', 'milk', 3, null],
  ['milk x 3', 'milk', 3, null],
  ['Milk ×2', 'Milk', 2, null],
  ['1/2 cup sugar', 'sugar', 0.5, 'cup'],
  ['1 1/2 cups milk', 'milk', 1.5, 'cup'],
  ['½ tsp salt', 'salt', 0.5, 'tsp'],
  ['1½ l cream', 'cream', 1.5, 'l'],
  ['3 x eggs', 'eggs', 3, null],
  ['3x eggs', 'eggs', 3, null],
  ['500g butter', 'butter', 500, 'g'],
  ['1.5l water', 'water', 1.5, 'l'],
  ['2,5 kg potatoes', 'potatoes', 2.5, 'kg'],
  ['250 ml double cream', 'double cream', 250, 'ml'],
  ['a dozen eggs', 'eggs', 12, null],
  ['half a dozen eggs', 'eggs', 6, null],
  ['a couple of lemons', 'lemons', 2, null],
  ['two cans of chickpeas', 'chickpeas', 2, 'can'],
  ['a loaf of bread', 'bread', 1, 'loaf'],
  ['a bag of apples', 'apples', 1, 'bag'],
  ['three onions', 'onions', 3, null],
  ['6 eggs', 'eggs', 6, null],
  ['12 bread rolls', 'bread rolls', 12, null],
  ['2 tins tomatoes', 'tomatoes', 2, 'can'],
  ['4 bottles of wine', 'wine', 4, 'bottle'],
  ['1 lb ground beef', 'ground beef', 1, 'lb'],
  ['8 oz cheddar', 'cheddar', 8, 'oz'],
  ['2 tbsp olive oil', 'olive oil', 2, 'tbsp'],
  ['1 bunch coriander', 'coriander', 1, 'bunch'],
  ['3 cloves garlic', 'garlic', 3, 'clove'],
  ['2 packs of spaghetti', 'spaghetti', 2, 'pack'],
  ['flour 2kg', 'flour', 2, 'kg'],
  ['sugar 1 kg', 'sugar', 1, 'kg'],
  ['apples 6', 'apples', 6, null],
  ['bananas (5)', 'bananas', 5, null],
  ['toothpaste', 'toothpaste', null, null],
  ['Milk', 'Milk', null, null],
  ['  oat   milk  ', 'oat milk', null, null],
  ['7up', '7up', null, null],
  ['100% orange juice', '100% orange juice', null, null],
  ['Vitamin B12', 'Vitamin B12', null, null],
  ['AA batteries x4', 'AA batteries', 4, null],
  ['socks x 5', 'socks', 5, null],
  ['passport', 'passport', null, null],
  ['an onion', 'an onion', null, null],
  ['call the plumber', 'call the plumber', null, null],
  ['2 l milk', 'milk', 2, 'l'],
  ['1 gallon milk', 'milk', 1, 'gallon'],
  ['2 pints of milk', 'milk', 2, 'pint'],
  ['0 eggs', '0 eggs', null, null],
  ['1/0 cake', '1/0 cake', null, null],
];

describe('parseEntry: quantity and unit from what is typed', () => {
  it(`reads ${CASES.length} real-looking entries`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    for (const [typed, name, quantity, unit] of CASES)
      expect(parseEntry(typed), typed).toEqual({ name, quantity, unit });
  });

  it('reads numbers as typed: decimals with a point or a comma, fractions and mixed numbers', () => {
    expect(readNumber('2')).toBe(2);
    expect(readNumber('2,5')).toBe(2.5);
    expect(readNumber('3/4')).toBe(0.75);
    expect(readNumber('2 1/4')).toBe(2.25);
    expect(readNumber('¾')).toBe(0.75);
    expect(readNumber('x')).toBeUndefined();
  });
});

describe('formatQuantity', () => {
  it('shows a unit after the amount, a bare count as ×n, fractions as fractions', () => {
    expect(formatQuantity(2, 'kg')).toBe('2 kg');
    expect(formatQuantity(3, null)).toBe('×3');
    expect(formatQuantity(0.5, 'cup')).toBe('½ cup');
    expect(formatQuantity(1.5, 'l')).toBe('1½ l');
    expect(formatQuantity(null, null)).toBe('');
  });
});

describe('itemKey', () => {
  it('matches the same item however it was typed', () => {
    expect(itemKey('Eggs')).toBe(itemKey('egg'));
    expect(itemKey('  Oat  Milk ')).toBe('oat milk');
    expect(itemKey('Cherries')).toBe(itemKey('cherry'));
    expect(itemKey('Peaches')).toBe(itemKey('peach'));
    expect(itemKey('glass')).toBe('glass');
  });
});
