/**
 * The schema, as an ordered list of migrations applied once each (migrate.server.ts). Kept in
 * code rather than .sql files so the server bundle and node scripts need no file reads.
 * Never edit an applied migration: add the next one. SQL must run on PostgreSQL 15+ and PGlite.
 */
export type Migration = Readonly<{
  /** `NNN-slug`, in ascending order; recorded in schema_migrations. */
  id: string
  /** One or more statements, run in one transaction. */
  sql: string
}>

export const MIGRATIONS: readonly Migration[] = [
  {
    id: '001-form-submissions',
    sql: `
      create table form_submissions (
        id uuid primary key default gen_random_uuid(),
        form text not null,
        locale text not null,
        page_path text not null,
        idempotency_key text not null unique,
        fields jsonb not null,
        created_at timestamptz not null default now()
      );

      create table outbox (
        id bigserial primary key,
        topic text not null,
        payload jsonb not null,
        dedupe_key text not null unique,
        attempts int not null default 0,
        next_attempt_at timestamptz not null default now(),
        delivered_at timestamptz,
        last_error text,
        created_at timestamptz not null default now()
      );

      -- The delivery worker asks for undelivered rows that are due.
      create index outbox_pending_by_next_attempt on outbox (next_attempt_at) where delivered_at is null;
    `,
  },
  {
    id: '002-contributions',
    sql: `
      -- The contributions ledger: one row per provider order, written by the contributions webhook.
      create table contributions (
        id uuid primary key default gen_random_uuid(),
        order_number text not null unique,
        amount_cents bigint not null check (amount_cents > 0),
        contribution_form text,
        refcode text,
        refcode2 text,
        donor_first_name text,
        donor_state text,
        contributed_at timestamptz not null,
        payload jsonb not null,
        received_at timestamptz not null default now()
      );

      -- The thermometer sums from a date; the donor wall lists the newest first.
      create index contributions_by_time on contributions (contributed_at desc, id);
    `,
  },
  {
    id: '003-attribution-and-test-gifts',
    sql: `
      -- A sign-up is attributed like a gift: the visitor's first-touch refcode and experiment variations.
      alter table form_submissions add column refcode text, add column refcode2 text;

      -- The sandbox provider's gifts: a real provider's thermometer and donor wall never count them.
      alter table contributions add column test boolean not null default false;
      -- Gifts recorded before this column: the sandbox's order numbers are its own ("SB-…").
      update contributions set test = true where order_number like 'SB-%';
    `,
  },
  {
    id: '004-rate-limits',
    sql: `
      -- Per-client counts shared by every server process (PostgreSQL; shared-rate-limit.server.ts):
      -- one row per limiter and client, for the current fixed window; expired rows are deleted.
      create table rate_limits (
        key text primary key,
        window_start timestamptz not null,
        expires_at timestamptz not null,
        hits integer not null
      );

      create index rate_limits_by_expiry on rate_limits (expires_at);
    `,
  },
  {
    id: '005-outbox-delivery',
    sql: `
      -- Deliveries in flight: a pass leases the rows it claims, so another pass (in this process or
      -- another) skips them; a lease that runs out (its process died) makes the row due again.
      alter table outbox add column claimed_until timestamptz;
      -- A dead letter: the CRM refused the delivery for good (a 4xx); it waits for an operator.
      alter table outbox add column dead_at timestamptz;
      -- The CRM's last answer to a failed delivery: its status and the start of its body.
      alter table outbox add column last_status int, add column last_answer text;

      -- Due rows, dead letters left out; the age check finds the oldest waiting row.
      drop index outbox_pending_by_next_attempt;
      create index outbox_pending_by_next_attempt on outbox (next_attempt_at) where delivered_at is null and dead_at is null;
      create index outbox_waiting_by_age on outbox (created_at) where delivered_at is null and dead_at is null;

      -- When each of the outbox's alarms was last reported: once per interval for all processes.
      create table outbox_reports (
        kind text primary key,
        reported_at timestamptz not null
      );
    `,
  },
  {
    id: '006-experiment-assignments',
    sql: `
      -- How many visitors were newly assigned to each variation, per UTC day (assignment-counter.server.ts):
      -- counts only, nothing about the visitor; each process adds its batch every few seconds.
      create table experiment_assignments (
        day date not null,
        experiment text not null,
        variation text not null,
        visitors bigint not null check (visitors >= 0),
        primary key (experiment, day, variation)
      );
    `,
  },
  {
    id: '007-rate-limits-sliding',
    sql: `
      -- The shared count becomes what the in-memory one is: the times of a client's accepted
      -- requests within the last window (a sliding window). The fixed window let a client through
      -- twice the limit across its edge. The counts are minutes old at most: nothing to carry over.
      drop table rate_limits;
      create table rate_limits (
        key text primary key,
        accepted timestamptz[] not null,
        -- Whether the latest request was let through: what the upsert answers.
        last_allowed boolean not null,
        expires_at timestamptz not null
      );

      create index rate_limits_by_expiry on rate_limits (expires_at);
    `,
  },
  {
    id: '008-gift-refunds-and-hiding',
    sql: `
      -- A gift of nothing or of an implausible sum is kept, marked as not counted, rather than
      -- failing the webhook (which the provider retries forever).
      alter table contributions drop constraint contributions_amount_cents_check;
      alter table contributions
        add constraint contributions_amount_cents_check check (amount_cents >= 0),
        add column ignored_reason text,
        -- What was given back (a refund of some line items, or all of a refunded or cancelled gift).
        add column refunded_cents bigint not null default 0,
        add column refunded_at timestamptz,
        -- An operator took the gift off the donor wall (npm run donors -- hide); it still counts.
        add column hidden_at timestamptz,
        add constraint contributions_refund_within_amount check (refunded_cents between 0 and amount_cents);

      -- No gift is dated after it arrived: a date in the future would keep it on top of the wall.
      update contributions set contributed_at = received_at where contributed_at > received_at;
    `,
  },
  {
    id: '009-dead-letters-keep-codes',
    sql: `
      -- A CRM's answer is kept as its code only (crm-answer.ts): the bodies kept so far often echo
      -- the submission (an email), so every value that is not a code goes.
      update outbox set last_answer = null
      where last_answer is not null and last_answer !~ '^[A-Za-z][A-Za-z0-9_.-]{0,63}$';
    `,
  },
]
