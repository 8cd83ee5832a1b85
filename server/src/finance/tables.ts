import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, DateColumn, Id, MoneyColumn } from '../db/schema.js';

export interface ExpensesTable {
  id: Id;
  user_id: string;
  title: string;
  description: Generated<string>;
  amount: MoneyColumn;
  category: Generated<string>;
  date: DateColumn;
  receipt_id: string | null;
  source: Generated<string>;
  import_key: string | null;
  created_at: CreatedAt;
}

export interface ReceiptsTable {
  id: Id;
  user_id: string;
  merchant_name: Generated<string>;
  total: ColumnType<number | null, number | null, number | null>;
  receipt_date: ColumnType<string | null, string | null, string | null>;
  ocr_text: Generated<string>;
  mime_type: string;
  image: Buffer;
  created_at: CreatedAt;
}

export interface CreditCardsTable {
  id: Id;
  user_id: string;
  card_name: string;
  last_four: string;
  card_type: Generated<string>;
  is_mock: Generated<boolean>;
  created_at: CreatedAt;
}

export interface RecurringChargesTable {
  id: Id;
  user_id: string;
  name: string;
  description: Generated<string>;
  amount: MoneyColumn;
  frequency: Generated<string>;
  category: Generated<string>;
  next_billing_date: DateColumn;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface BankAccountsTable {
  id: Id;
  user_id: string;
  account_name: string;
  account_type: Generated<string>;
  institution: string;
  balance: MoneyColumn;
  currency: Generated<string>;
  is_linked: Generated<boolean>;
  created_at: CreatedAt;
}

export interface BudgetsTable {
  id: Id;
  user_id: string;
  name: string;
  amount: MoneyColumn;
  period: Generated<string>;
  category: Generated<string>;
  start_date: DateColumn;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface CreditWatchSettingsTable {
  user_id: string;
  credit_score_visible: Generated<boolean>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SecurityAlertsTable {
  id: Id;
  user_id: string;
  severity: Generated<string>;
  title: string;
  description: Generated<string>;
  rule_key: string | null;
  is_read: Generated<boolean>;
  created_at: CreatedAt;
}

declare module '../db/schema.js' {
  interface DB {
    expenses: ExpensesTable;
    receipts: ReceiptsTable;
    credit_cards: CreditCardsTable;
    recurring_charges: RecurringChargesTable;
    bank_accounts: BankAccountsTable;
    budgets: BudgetsTable;
    credit_watch_settings: CreditWatchSettingsTable;
    security_alerts: SecurityAlertsTable;
  }
}
