/** Sends text messages. Implementations never log the text (it carries codes). */
export interface SmsGateway {
  send(to: string, text: string): Promise<void>;
}
