import type { LeadForm } from './schemas/lead.ts';

/** spec/site §3 'Form field definition': name, type (CUSTOM or an input type), component. */
export type FieldType =
  | 'CUSTOM'
  | 'text'
  | 'email'
  | 'tel'
  | 'number'
  | 'date'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'checkbox';

/** Components a CUSTOM field can name. */
export type CustomComponent = 'dealership' | 'appointment-time';

export interface FieldOption {
  value: string;
  label: string;
}

/** One field of a lead form, as plain data (serialisable into an island's props). */
export interface FieldDef {
  /** Key in the API payload, e.g. 'name', 'regoState'. */
  name: string;
  type: FieldType;
  component?: CustomComponent;
  label: string;
  help?: string;
  /** Checked in the browser before the shared schema (e.g. parts fields required at completion). */
  required?: boolean;
  options?: readonly FieldOption[];
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
  /** First value; checkboxes take booleans. */
  initial?: string | boolean;
  /** How the value is sent: 'number' fields are converted, empty values are left out. Default: by type. */
  send?: 'string' | 'number' | 'boolean';
  /** Payload keys whose errors this field shows (default: its name). The dealership field owns two. */
  errorKeys?: readonly string[];
}

/** What happens when a step's button is pressed (spec/site §4: parts lead created after step 1, patched after). */
export type StepSubmit = 'none' | 'create' | 'patch';

export interface StepDef {
  title: string;
  fields: readonly FieldDef[];
  submit: StepSubmit;
}

/** A whole lead form: its API form name, steps, button text and fixed payload values. */
export interface FormDefinition {
  form: LeadForm;
  steps: readonly StepDef[];
  submitLabel: string;
  /** Values sent with every submission, e.g. { car_id: 42 }. */
  fixed?: Readonly<Record<string, string | number | boolean>>;
}

/** Form values as held by the UI: strings, and booleans for checkboxes. */
export type FormValues = Record<string, string | boolean>;

/** Field name → message, for the fields of a form. */
export type FieldErrors = Record<string, string>;

export const opts = (...values: readonly string[]): FieldOption[] => values.map((value) => ({ value, label: value }));
