/**
 * The tables of 订单明细 (the live table's demo), third-party sign-in, 数据采集 and SMS codes (issues 18–20), as
 * Kysely sees them; server/db/types.ts re-exports them with the rest of the database and follows its
 * conventions.
 */
import type { Generated } from 'kysely';
import type { Audit } from './types';

/** 订单明细: the demo rows of the 实时表格 page (issue 18), one column per live-table column type. */
export interface DemoOrderItemTable extends Audit {
  id: string;
  /** Position in the table (drag sort renumbers 1..n). */
  order_num: number;
  /** Unique. */
  item_code: string;
  item_name: string;
  quantity: number | null;
  price: number | null;
  remark: string | null;
  /** demo_order_status value. */
  status: string | null;
  /** demo_order_channel values, comma-joined. */
  channels: string | null;
  /** demo_order_supplier value. */
  supplier: string | null;
  /** YYYY-MM-DD. */
  delivery_date: string | null;
  /** YYYY-MM-DD HH:mm:ss. */
  order_time: string | null;
  /** HH:mm:ss. */
  pick_time: string | null;
  /** 'Y' or 'N'. */
  urgent: string | null;
  labels: string | null;
  /** Uploaded paths (docs/uploads.md). */
  attachment: string | null;
  photo: string | null;
  /** sys_user.username. */
  buyer: string | null;
  /** sys_depart.id. */
  depart_id: string | null;
  mobile: string | null;
  email: string | null;
  website: string | null;
  postcode: string | null;
  batch_no: string | null;
  english_name: string | null;
  weight: string | null;
}

/** An outside identity (OpenID Connect issuer + subject) bound to a user (docs/sso.md). */
export interface SysThirdAccountTable {
  id: string;
  user_id: string;
  /** The provider's key in the configuration (JeecgBoot's thirdType), e.g. `oidc`. */
  third_type: string;
  issuer: string;
  subject: string;
  created_at: string;
}

/** A third-party sign-in under way: what the callback must match; single-use, minutes long. */
export interface SysSsoAttemptTable {
  /** SHA-256 of the state sent to the provider. */
  state_hash: string;
  third_type: string;
  /** SHA-256 of the cookie that ties the sign-in to the browser that started it. */
  browser_hash: string;
  nonce: string;
  code_verifier: string;
  expires_at: string;
}

/** A finished third-party sign-in waiting to become a session: single-use, minutes long. */
export interface SysSsoExchangeTable {
  /** SHA-256 of the exchange code. */
  code_hash: string;
  user_id: string;
  third_type: string;
  expires_at: string;
}

/** A web-data collection project (数据采集 → 采集项目) with its whole condition set. */
export interface ReptileProjectTable extends Audit {
  id: string;
  name: string;
  /** JSON array of absolute http(s) URLs. */
  start_urls: string;
  /** 1: follow only links on the start URLs' hosts. */
  same_host: number;
  /** Newline-separated URL patterns (`*` any characters); a URL must match one when any is given. */
  include_patterns: string | null;
  exclude_patterns: string | null;
  max_pages: number;
  max_depth: number;
  delay_ms: number;
  concurrency: number;
  obey_robots: number;
  timeout_ms: number;
  user_agent: string;
  list_selector: string;
  next_selector: string | null;
  /** JSON array of { name, label, selector } (selector may end in @attribute). */
  fields_json: string;
  /** Comma-separated field names that, with the URL, identify a row. */
  key_fields: string | null;
  /** The saved designer form (onl_design.id) a row is edited with. */
  design_id: string | null;
}

/** One synchronisation (crawl job) of a project. */
export interface ReptileRunTable {
  id: string;
  project_id: string;
  /** 1, 2, 3 … per project: the order of its runs (第 N 次同步). */
  run_no: number;
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled' | 'interrupted';
  cancel_requested: Generated<number>;
  /** The server process working the run, and until when its claim holds. */
  claimed_by: string | null;
  lease_until: string | null;
  pages_fetched: Generated<number>;
  pages_failed: Generated<number>;
  pages_skipped: Generated<number>;
  rows_new: Generated<number>;
  rows_updated: Generated<number>;
  rows_unchanged: Generated<number>;
  message: string | null;
  started_by: string;
  started_at: string;
  ended_at: string | null;
}

/** A run's queue of URLs. */
export interface ReptileFrontierTable {
  id: string;
  run_id: string;
  url: string;
  kind: 'list' | 'detail';
  depth: number;
  seq: number;
  status: 'pending' | 'fetching' | 'done' | 'failed' | 'skipped';
  http_status: number | null;
  error: string | null;
  fetched_at: string | null;
}

/** A collected row: the fields of one detail page. */
export interface ReptileRowTable extends Audit {
  id: string;
  project_id: string;
  url: string;
  dedup_key: string;
  /** JSON object of field name → text. */
  data_json: string;
  /** The field values joined, lower-cased, for the 关键词 search. */
  search_text: string;
  content_hash: string;
  run_id: string | null;
}

/** 短信发件箱: every message the default SMS provider "sent" (modules/sms/provider.ts). */
export interface SysSmsOutboxTable {
  id: string;
  phone: string;
  /** The message text (it holds the code). */
  content: string;
  /** 'login', 'register' or 'reset'. */
  purpose: string;
  created_at: string;
}

/** The live SMS code of one phone and purpose (one row each); the code only as a salted SHA-256. */
export interface SysSmsCodeTable {
  id: string;
  phone: string;
  /** 'login', 'register', 'reset', or 'reset-ticket' (the proof phoneVerification hands out). */
  purpose: string;
  salt: string;
  code_hash: string;
  /** Wrong tries so far; the fifth voids the code. */
  tries: Generated<number>;
  created_at: string;
  expires_at: string;
}

/** One SMS send, for the per-phone and per-address limits. */
export interface SysSmsSendTable {
  id: string;
  phone: string;
  /** The client's IPv4 address or IPv6 /64 (modules/auth/client-network.ts). */
  ip: string | null;
  created_at: string;
}
