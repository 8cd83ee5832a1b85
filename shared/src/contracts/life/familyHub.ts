import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { ClockTime, Money, OptionalText, RequiredText } from '../../http/primitives.js';
import { WEEKDAYS } from '../../domain/dates.js';

/** Free text answered as '' when absent. */
const Opt = (max = 500) => OptionalText(max).transform((v) => v ?? '');
const Weekday = z.enum(WEEKDAYS);
/** A family member who takes a child (null: nobody yet). */
const Assignee = z
  .uuid()
  .nullish()
  .transform((v) => v ?? null);

export const Child = z.object({
  id: z.uuid(),
  name: z.string(),
  age: z.number().nullable(),
  grade: z.string(),
  school: z.string(),
  allergies: z.string(),
  medical_notes: z.string(),
});
export type Child = z.infer<typeof Child>;
export const ChildBody = z.object({
  name: RequiredText('Name'),
  age: z
    .number()
    .int()
    .min(0, 'Age must be 0 or more')
    .max(30, 'Age must be 30 or less')
    .nullish()
    .transform((v) => v ?? null),
  grade: Opt(100),
  school: Opt(200),
  allergies: Opt(1000),
  medical_notes: Opt(2000),
});

export const SCHEDULE_TYPES = ['dropoff', 'pickup'] as const;
export const SchoolSchedule = z.object({
  id: z.uuid(),
  child_id: z.uuid(),
  child_name: z.string(),
  type: z.enum(SCHEDULE_TYPES),
  time: ClockTime,
  location: z.string(),
  days: z.array(Weekday),
  assigned_to: z.string(),
  /** The family member who drives (conflicts with their meetings are flagged). */
  assignee_id: z.uuid().nullable(),
});
export type SchoolSchedule = z.infer<typeof SchoolSchedule>;
export const SchoolScheduleBody = z.object({
  child_id: z.uuid({ error: 'Child is required' }),
  type: z.enum(SCHEDULE_TYPES).default('dropoff'),
  time: ClockTime,
  location: Opt(200),
  days: z
    .array(Weekday)
    .max(7)
    .default(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    .transform((d) => [...new Set(d)]),
  assigned_to: Opt(200),
  assignee_id: Assignee,
});

export const ACTIVITY_TYPES = ['sport', 'music', 'art', 'academic', 'club', 'other'] as const;
export const KidActivity = z.object({
  id: z.uuid(),
  child_id: z.uuid(),
  child_name: z.string(),
  name: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  schedule: z.string(),
  location: z.string(),
  coach_name: z.string(),
  coach_phone: z.string(),
  assignee_id: z.uuid().nullable(),
  /** When it happens each week (for conflict warnings); empty days or no times: not known. */
  days: z.array(Weekday),
  start_time: ClockTime.nullable(),
  end_time: ClockTime.nullable(),
});
export type KidActivity = z.infer<typeof KidActivity>;
export const KidActivityBody = z
  .object({
    child_id: z.uuid({ error: 'Child is required' }),
    name: RequiredText('Name'),
    type: z.enum(ACTIVITY_TYPES).default('sport'),
    schedule: Opt(200),
    location: Opt(200),
    coach_name: Opt(200),
    coach_phone: Opt(50),
    assignee_id: Assignee,
    days: z
      .array(Weekday)
      .max(7)
      .default([])
      .transform((d) => [...new Set(d)]),
    start_time: ClockTime.nullish().transform((v) => v ?? null),
    end_time: ClockTime.nullish().transform((v) => v ?? null),
  })
  .refine((a) => !a.start_time || !a.end_time || a.end_time > a.start_time, {
    message: 'End time must be after the start time',
    path: ['end_time'],
  });

export const CAREGIVER_TYPES = ['babysitter', 'nanny', 'grandparent', 'tutor', 'other'] as const;
export const RATE_TYPES = ['hourly', 'daily', 'weekly', 'monthly', 'flat'] as const;
export const Caregiver = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(CAREGIVER_TYPES),
  phone: z.string(),
  email: z.string(),
  rate: z.number().nullable(),
  rate_type: z.enum(RATE_TYPES),
  venmo: z.string(),
  zelle: z.string(),
  notes: z.string(),
});
export type Caregiver = z.infer<typeof Caregiver>;
export const CaregiverBody = z.object({
  name: RequiredText('Name'),
  type: z.enum(CAREGIVER_TYPES).default('babysitter'),
  phone: Opt(50),
  email: Opt(254),
  rate: Money.pipe(z.number().min(0, 'Rate must be 0 or more'))
    .nullish()
    .transform((v) => v ?? null),
  rate_type: z.enum(RATE_TYPES).default('hourly'),
  venmo: Opt(100),
  zelle: Opt(100),
  notes: Opt(2000),
});

export const SCHOOL_CONTACT_ROLES = [
  'teacher',
  'principal',
  'counselor',
  'nurse',
  'coach',
  'administrator',
  'other',
] as const;
export const SchoolContact = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(SCHOOL_CONTACT_ROLES),
  school: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type SchoolContact = z.infer<typeof SchoolContact>;
export const SchoolContactBody = z.object({
  name: RequiredText('Name'),
  role: z.enum(SCHOOL_CONTACT_ROLES).default('teacher'),
  school: Opt(200),
  email: Opt(254),
  phone: Opt(50),
});

const crud = <E extends z.ZodType, B extends z.ZodType>(path: string, what: string, entity: E, body: B) => ({
  list: endpoint({
    method: 'get',
    path,
    summary: `My family's ${what}`,
    answer: z.array(entity),
    tag: 'family-hub',
  }),
  create: endpoint({
    method: 'post',
    path,
    summary: `Add to my family's ${what}`,
    body,
    answer: entity,
    status: 201,
    tag: 'family-hub',
  }),
  update: endpoint({
    method: 'put',
    path: `${path}/:id`,
    summary: `Edit one of my family's ${what}`,
    params: IdParams,
    body,
    answer: entity,
    tag: 'family-hub',
  }),
  remove: endpoint({
    method: 'delete',
    path: `${path}/:id`,
    summary: `Delete one of my family's ${what}`,
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'family-hub',
  }),
});

export const childrenApi = crud('/api/children', 'children', Child, ChildBody);
export const schoolSchedulesApi = crud(
  '/api/school-schedules',
  'school drop-offs and pickups',
  SchoolSchedule,
  SchoolScheduleBody,
);
export const kidActivitiesApi = crud('/api/kid-activities', 'kid activities', KidActivity, KidActivityBody);
export const caregiversApi = crud('/api/caregivers', 'caregivers', Caregiver, CaregiverBody);
export const schoolContactsApi = crud(
  '/api/school-contacts',
  'school contacts',
  SchoolContact,
  SchoolContactBody,
);
