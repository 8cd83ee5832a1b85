import type { Meeting } from '@hearth/shared';
import type { MeetingRow } from './meetings.repository.js';

export const presentMeeting = (r: MeetingRow): Meeting => ({ ...r, created_at: r.created_at.toISOString() });
