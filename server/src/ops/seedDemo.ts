import {
  accountsApi,
  authApi,
  bookingsApi,
  budgetsApi,
  cardsApi,
  caregiversApi,
  childrenApi,
  contactsApi,
  expensesApi,
  familyApi,
  kidActivitiesApi,
  meetingsApi,
  plansApi,
  projectsApi,
  recurringApi,
  schoolContactsApi,
  schoolSchedulesApi,
  sharedExpensesApi,
  tasksApi,
  timeBlocksApi,
  timeEntriesApi,
  trackersApi,
  turnRotationsApi,
  addDays,
  todayIn,
} from '@hearth/shared';
import { parseConfig } from '../config.js';
import { startServer } from '../server.js';
import { ApiCaller } from './apiCaller.js';

/**
 * `npm run seed:demo`: fills the configured database with a lived-in family through the real API, so a
 * newcomer sees what Hearth looks like after a month of use. Refuses to run twice.
 */
export const DEMO_PASSWORD = 'hearth-demo-2024';
export const DEMO_ADULTS = [
  { name: 'Jordan Rivera', email: 'jordan@hearth.demo' },
  { name: 'Casey Rivera', email: 'casey@hearth.demo' },
];

/** A small deterministic generator, so every seeded database looks the same. */
function prng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

async function signUp(baseUrl: string, person: { name: string; email: string }, invite_code?: string) {
  const api = new ApiCaller(baseUrl);
  const { verification_token } = await api.call(authApi.signup, {
    body: {
      ...person,
      password: DEMO_PASSWORD,
      theme: 'zen',
      wallpaper: 'gradient-1',
      invite_code,
      timezone: 'UTC',
    },
  });
  if (!verification_token) throw new Error('seeding needs demo mail mode');
  await api.call(authApi.verify, { body: { email: person.email, token: verification_token } });
  return api;
}

export async function seedDemo(
  baseUrl: string,
  today: string,
  adults: { name: string; email: string }[] = DEMO_ADULTS,
): Promise<{ jordan: ApiCaller; casey: ApiCaller }> {
  const rand = prng(42);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const day = (offset: number) => addDays(today, offset);

  const jordan = await signUp(baseUrl, adults[0]!);
  const { code } = await jordan.call(familyApi.invite);
  const casey = await signUp(baseUrl, adults[1]!, code);

  // Work: a month of tasks, meetings, time and projects.
  const taskTitles = [
    'Prepare Q3 roadmap review',
    'Reply to vendor contract questions',
    'Write onboarding guide for new hire',
    'Fix flaky checkout test',
    'Plan team offsite agenda',
    'Review pull requests',
    'Draft budget proposal',
    'Update client status report',
    'Renew car insurance',
    'Book dentist appointment',
    'Sort out garage shelves',
    'Call grandma about holidays',
  ];
  const tasks = [];
  for (let i = 0; i < 24; i++) {
    const title = taskTitles[i % taskTitles.length]! + (i >= taskTitles.length ? ' (follow-up)' : '');
    const personal = i % taskTitles.length >= 8;
    tasks.push(
      await jordan.call(tasksApi.create, {
        body: {
          title,
          type: personal ? 'personal' : 'work',
          priority: pick(['low', 'medium', 'high'] as const),
          status: i < 10 ? 'completed' : i < 15 ? 'in_progress' : 'pending',
          due_date: day(i - 12),
          time_estimate: pick([0.5, 1, 1.5, 2, 3]),
        },
      }),
    );
  }
  const meetingTitles = [
    'Weekly sync',
    '1:1 with Priya',
    'Design review',
    'Client check-in',
    'Sprint planning',
  ];
  for (let i = 0; i < 14; i++) {
    await jordan.call(meetingsApi.create, {
      body: {
        title: meetingTitles[i % meetingTitles.length]!,
        date: day(i * 2 - 14),
        time: pick(['09:30', '11:00', '14:00', '15:30']),
        duration: pick([0.5, 1, 1.5]),
        platform: pick(['google_meet', 'zoom', 'none'] as const),
        meeting_link: undefined,
        location: 'Office',
      },
    });
  }
  await jordan.call(meetingsApi.create, {
    body: {
      title: 'Pediatrician — Leo check-up',
      type: 'appointment',
      date: day(3),
      time: '16:00',
      duration: 1,
      location: 'Maple Clinic',
    },
  });
  await jordan.call(projectsApi.create, {
    body: {
      name: 'Website relaunch',
      description: 'New marketing site and blog',
      start_date: day(-40),
      end_date: day(30),
      budget: 12000,
      actual_cost: 7450,
    },
  });
  await jordan.call(projectsApi.create, {
    body: {
      name: 'Kitchen renovation',
      description: 'Cabinets, counters and lighting',
      status: 'on_hold',
      start_date: day(-10),
      budget: 18000,
      actual_cost: 2300,
    },
  });
  for (let i = 0; i < 30; i++) {
    const task = tasks[i % tasks.length]!;
    const category = pick(['work', 'work', 'work', 'personal', 'downtime', 'waste'] as const);
    await jordan.call(timeEntriesApi.create, {
      body: {
        description:
          category === 'work'
            ? task.title
            : category === 'downtime'
              ? 'Evening walk'
              : category === 'waste'
                ? 'Doomscrolling'
                : 'Groceries',
        category,
        hours: pick([0.5, 1, 1.25, 2, 2.5, 3]),
        date: day(-i),
        value_per_hour: category === 'work' ? 85 : undefined,
        task_id: category === 'work' ? task.id : undefined,
      },
    });
  }
  const contacts = [
    {
      name: 'Priya Natarajan',
      email: 'priya@northwind.example',
      company: 'Northwind',
      role: 'Engineering Manager',
      category: 'work',
    },
    {
      name: 'Tom Becker',
      email: 'tom@contoso.example',
      company: 'Contoso',
      role: 'Account Executive',
      category: 'work',
    },
    {
      name: 'Dr. Elena Ruiz',
      phone: '+1 555 0142',
      company: 'Maple Clinic',
      role: 'Pediatrician',
      category: 'life',
    },
    { name: 'Sam the plumber', phone: '+1 555 0199', role: 'Plumber', category: 'life' },
  ] as const;
  for (const c of contacts) await jordan.call(contactsApi.create, { body: c });

  // Money: a month of expenses, budgets, recurring charges, accounts and a card.
  const spend = [
    ['Whole Foods groceries', 'food', 86.4],
    ['Lunch with team', 'food', 42.1],
    ['GitHub Copilot', 'software', 10],
    ['Train to client office', 'travel', 23.5],
    ['USB-C dock', 'hardware', 129.99],
    ['Pharmacy', 'other', 18.75],
    ['Pizza night', 'food', 34.2],
  ] as const;
  for (let i = 0; i < 28; i++) {
    const [title, category, amount] = spend[i % spend.length]!;
    await jordan.call(expensesApi.create, {
      body: { title, category, amount: Math.round(amount * (0.8 + rand() * 0.4) * 100) / 100, date: day(-i) },
    });
  }
  await casey.call(expensesApi.create, {
    body: { title: 'School supplies', category: 'other', amount: 64.3, date: day(-3) },
  });
  await jordan.call(budgetsApi.create, {
    body: { name: 'Groceries', amount: 600, period: 'monthly', category: 'food', start_date: day(-20) },
  });
  await jordan.call(budgetsApi.create, {
    body: { name: 'Gadgets', amount: 100, period: 'monthly', category: 'hardware', start_date: day(-20) },
  });
  for (const [name, amount, frequency, category] of [
    ['Netflix', 15.49, 'monthly', 'subscription'],
    ['Electricity', 92, 'monthly', 'utility'],
    ['Home insurance', 1140, 'yearly', 'insurance'],
    ['Gym', 39, 'monthly', 'membership'],
  ] as const) {
    await jordan.call(recurringApi.create, {
      body: { name, amount, frequency, category, next_billing_date: day(5 + Math.floor(rand() * 20)) },
    });
  }
  await jordan.call(accountsApi.create, {
    body: {
      account_name: 'Everyday checking',
      institution: 'Credit Union',
      account_type: 'checking',
      balance: 4820.55,
    },
  });
  await jordan.call(accountsApi.create, {
    body: {
      account_name: 'Rainy-day savings',
      institution: 'Credit Union',
      account_type: 'savings',
      balance: 12400,
    },
  });
  await jordan.call(cardsApi.create, {
    body: { card_name: 'Family Visa', last_four: '4242', card_type: 'visa' },
  });

  // Trackers with readings for the ticker.
  for (const [t, values] of [
    [{ name: 'Sleep Quality', type: 'bio_metric', unit: 'hrs', color: '#7c3aed' }, [7.2, 6.8, 7.5]],
    [{ name: 'Daily Steps', type: 'activity', unit: 'steps', color: '#059669' }, [8421, 10233, 6410]],
    [{ name: 'Index Fund NASDAQ', type: 'stock', symbol: 'qqq', unit: 'USD' }, [438.12]],
  ] as const) {
    const tracker = await jordan.call(trackersApi.create, { body: t });
    for (const value of values)
      await jordan.call(trackersApi.addReading, { params: { id: tracker.id }, body: { value, note: '' } });
  }
  await jordan.call(timeBlocksApi.applyTemplate, { query: { template_name: 'Deep Work Day' } });

  // Family hub: two kids, their school runs and activities, a caregiver, school contacts, a rotation.
  const maya = await casey.call(childrenApi.create, {
    body: { name: 'Maya', age: 9, grade: '4th', school: 'Maplewood Elementary', allergies: 'Peanuts' },
  });
  const leo = await casey.call(childrenApi.create, {
    body: { name: 'Leo', age: 6, grade: '1st', school: 'Maplewood Elementary' },
  });
  for (const child of [maya, leo]) {
    await casey.call(schoolSchedulesApi.create, {
      body: {
        child_id: child.id,
        type: 'dropoff',
        time: '08:05',
        location: 'Maplewood Elementary',
        assigned_to: 'Jordan',
      },
    });
    await casey.call(schoolSchedulesApi.create, {
      body: {
        child_id: child.id,
        type: 'pickup',
        time: '15:15',
        location: 'Maplewood Elementary',
        assigned_to: 'Casey',
      },
    });
  }
  await casey.call(kidActivitiesApi.create, {
    body: {
      child_id: maya.id,
      name: 'Soccer',
      schedule: 'Tue & Thu 17:00',
      location: 'Riverside Park',
      coach_name: 'Coach Dana',
    },
  });
  await casey.call(kidActivitiesApi.create, {
    body: { child_id: leo.id, name: 'Piano', type: 'music', schedule: 'Sat 10:00', location: 'Music House' },
  });
  await casey.call(caregiversApi.create, {
    body: {
      name: 'Ana Lopez',
      phone: '+1 555 0117',
      rate: 22,
      venmo: '@ana-lopez',
      notes: 'Available weekday evenings',
    },
  });
  await casey.call(schoolContactsApi.create, {
    body: { name: 'Ms. Harper', school: 'Maplewood Elementary', email: 'harper@maplewood.example' },
  });
  await casey.call(turnRotationsApi.create, {
    body: { task_name: 'Dishes', participants: ['Jordan', 'Casey', 'Maya'] },
  });

  // A shared family vacation plan with bookings and a split expense.
  const plan = await jordan.call(plansApi.create, {
    body: {
      name: 'Summer at the lake',
      description: 'A week at the cabin with the kids',
      type: 'vacation',
      privacy: 'family_only',
      start_date: day(45),
      end_date: day(52),
      budget: 3200,
    },
  });
  await jordan.call(bookingsApi.create, {
    body: {
      plan_id: plan.id,
      booking_type: 'hotel',
      name: 'Pine Ridge Cabin',
      provider: 'Lakeside Rentals',
      location: 'Lake Tahoe',
      date: day(45),
      cost: 1450,
    },
  });
  await casey.call(bookingsApi.create, {
    body: {
      plan_id: plan.id,
      booking_type: 'activity',
      name: 'Kayak rental',
      location: 'North Beach',
      date: day(47),
      time: '10:00',
      cost: 120,
    },
  });
  await casey.call(sharedExpensesApi.create, {
    body: {
      plan_id: plan.id,
      description: 'Cabin deposit',
      total_amount: 450,
      paid_by: 'Casey Rivera',
      participant_names: 'Jordan Rivera, Casey Rivera',
    },
  });
  return { jordan, casey };
}

async function main() {
  // Demo mail mode: the seed verifies its own accounts with the demo token.
  const config = parseConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    MAIL_URL: '',
    LOG_LEVEL: 'warn',
  });
  const server = await startServer(config);
  try {
    const exists = await server.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ADULTS[0]!.email)
      .executeTakeFirst();
    if (exists) {
      console.log(
        `The demo family is already there. Sign in as ${DEMO_ADULTS[0]!.email} / ${DEMO_PASSWORD}.`,
      );
      return;
    }
    await seedDemo(server.url, todayIn('UTC'));
    console.log(
      'Seeded the Rivera family: two adults, two kids, a caregiver, a month of work, money and family life.',
    );
    for (const a of DEMO_ADULTS) console.log(`  sign in as ${a.email} / ${DEMO_PASSWORD}`);
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
