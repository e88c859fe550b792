/** One broken display rule on one built page. */
export interface Violation {
  /** Site path of the page, e.g. '/cars/2020-mazda-cx-5-123/'. */
  readonly page: string;
  /** Rule id, e.g. 'comparison-rate'. */
  readonly rule: string;
  /** What is wrong, naming the law behind the rule. */
  readonly message: string;
}
