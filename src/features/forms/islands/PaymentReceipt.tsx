import { useEffect, useState } from 'react';
import './forms.css';
import { readPayment, type PaymentReceipt as Receipt } from '../client/online-payments.ts';
import { paymentStatusText, REFERENCE_TYPES } from '../rules/online-payment.ts';
import { RETURN_POLL } from '../rules/reservation-status.ts';
import { formatMoneyWithCents } from '../../../shared/money.ts';

const date = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** /online-payment/receipt?reference=PAY-…: the receipt read back from the server, asked again while it is being confirmed. */
export default function PaymentReceipt() {
  const [receipt, setReceipt] = useState<Receipt | null>();
  const [left, setLeft] = useState(false);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const reference = query.get('reference');
    const leftPayment = query.get('cancelled') === '1';
    setLeft(leftPayment);
    if (!reference) {
      setReceipt(null);
      return;
    }
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const found = await readPayment(reference);
      if (!found.ok) return setReceipt(null);
      setReceipt(found.data.payment);
      if (found.data.payment.status === 'pending' && !leftPayment && ++tries < RETURN_POLL.tries)
        timer = setTimeout(ask, RETURN_POLL.everyMs);
    };
    void ask();
    return () => clearTimeout(timer);
  }, []);
  if (receipt === undefined) return <p aria-busy="true">Loading…</p>;
  if (receipt === null)
    return (
      <p>
        Sorry, we could not find this payment. <a href="/online-payment">Make a payment</a>
      </p>
    );
  const paid = receipt.status === 'paid';
  const against = REFERENCE_TYPES.find((t) => t.value === receipt.reference_type)?.label ?? receipt.reference_type;
  return (
    <div className={`form-alert${paid ? ' form-alert--success' : ''}`} role="status">
      <p>
        <strong>{paymentStatusText(receipt.status, left)}</strong>
      </p>
      <dl className="receipt">
        <dt>Receipt reference</dt>
        <dd>{receipt.reference}</dd>
        <dt>Amount</dt>
        <dd>{formatMoneyWithCents(receipt.amount)}</dd>
        <dt>{against}</dt>
        <dd>{receipt.reference_number}</dd>
        <dt>Date</dt>
        <dd>{date(receipt.paid_at ?? receipt.created_at)}</dd>
        <dt>Status</dt>
        <dd>{paid ? 'Paid' : receipt.status === 'pending' && !left ? 'Being confirmed' : 'Not paid'}</dd>
      </dl>
    </div>
  );
}
