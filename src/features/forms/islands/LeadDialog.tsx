import { useRef, type ReactNode } from 'react';
import { useEarlyClick } from './useEarlyClick.ts';
import './forms.css';

/** A trigger button and a modal <dialog> titled `title` (Escape and the close button close it). */
export function LeadDialog({
  trigger,
  title,
  children,
  triggerClass = 'button',
}: {
  trigger: string;
  title: string;
  children: ReactNode;
  triggerClass?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const open = () => dialog.current?.showModal();
  const ready = useEarlyClick(button, open);
  const headingId = `dlg-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={triggerClass}
        data-early-click
        data-ready={ready ? 'true' : undefined}
        onClick={open}
      >
        {trigger}
      </button>
      <dialog ref={dialog} className="lead-dialog" aria-labelledby={headingId}>
        <div className="lead-dialog__head">
          <h2 id={headingId}>{title}</h2>
          <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        <div className="lead-dialog__body">{children}</div>
      </dialog>
    </>
  );
}
