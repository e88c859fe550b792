import { useEffect, useRef, useState } from 'react';
import './spin.css';
import { callJson } from '../../forms/client/api.ts';
import { leadAttributes } from '../../forms/client/success.ts';
import { signInUrl } from '../../forms/rules/gates.ts';
import { campaignPhase, phaseMessage, SPIN_TEXT } from '../rules/campaign-window.ts';
import { spinEligibility } from '../rules/eligibility.ts';
import { easeOut, labelPlacement, landingRotation, slicePath, sliceText, WHEEL } from '../rules/wheel-geometry.ts';

/** A spin as GET and POST /api/spin-to-win answer it. */
interface Spin {
  slice: number;
  prize: string;
  won: boolean;
  spun_at: string;
}

interface SpinWheelProps {
  /** The wheel's slices in drawing order (labels only: the chances stay with the server's draw). */
  slices: { label: string; won: boolean }[];
  campaign: { start: string; end: string };
}

const PAGE = '/spin-to-win';
const SPIN_MS = 4500;
const TURNS = 6;

/** The visitor's spin, once asked: undefined while asking, null when signed in without a spin, 'signed-out' on 401. */
type Known = Spin | null | 'signed-out' | undefined;

const prefersReducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** What the live region says of a spin. */
const resultText = (spin: Spin): string =>
  spin.won ? `You won: ${spin.prize}!` : `No prize this time: ${spin.prize}.`;

/** Slice fill classes: alternating, with a third colour where an odd count would put two alike side by side. */
const sliceClass = (index: number, count: number): string =>
  count > 1 && count % 2 === 1 && index === count - 1 ? 'c' : index % 2 === 0 ? 'a' : 'b';

/**
 * /spin-to-win: the prize wheel. The server draws the prize (POST /api/spin-to-win); the wheel only turns to the
 * slice it answered, then the result is announced in a live region. One spin per signed-in shopper per campaign.
 */
export default function SpinWheel({ slices, campaign }: SpinWheelProps) {
  const [known, setKnown] = useState<Known>();
  const [rotation, setRotation] = useState(0);
  const [busy, setBusy] = useState(false);
  const [announced, setAnnounced] = useState('');
  const [error, setError] = useState('');
  const [now, setNow] = useState<number>();
  const frame = useRef(0);

  useEffect(() => {
    setNow(Date.now());
    void callJson<{ spin: Spin | null }>('GET', '/api/spin-to-win').then((answer) => {
      if (answer.ok) {
        setKnown(answer.data.spin);
        if (answer.data.spin) {
          setRotation(landingRotation(answer.data.spin.slice, slices.length, 0));
          setAnnounced(resultText(answer.data.spin));
        }
      } else if (answer.status === 401) setKnown('signed-out');
      else setError(answer.error);
    });
    return () => cancelAnimationFrame(frame.current);
  }, [slices.length]);

  /** Turns the wheel from rest to the drawn slice (at once when the shopper prefers reduced motion). */
  const land = (spin: Spin): Promise<void> =>
    new Promise((resolve) => {
      const target = landingRotation(spin.slice, slices.length, prefersReducedMotion() ? 0 : TURNS);
      if (prefersReducedMotion()) {
        setRotation(target);
        resolve();
        return;
      }
      const started = performance.now();
      const step = (at: number) => {
        const progress = (at - started) / SPIN_MS;
        setRotation(target * easeOut(progress));
        if (progress < 1) frame.current = requestAnimationFrame(step);
        else resolve();
      };
      frame.current = requestAnimationFrame(step);
    });

  const spin = async () => {
    setBusy(true);
    setError('');
    setAnnounced('');
    const answer = await callJson<{ spin: Spin; alreadySpun: boolean }>('POST', '/api/spin-to-win', {
      lead_attributes: leadAttributes(),
    });
    if (!answer.ok) {
      setBusy(false);
      if (answer.status === 401) setKnown('signed-out');
      return setError(answer.error);
    }
    if (!answer.data.alreadySpun) await land(answer.data.spin);
    else setRotation(landingRotation(answer.data.spin.slice, slices.length, 0));
    setKnown(answer.data.spin);
    setAnnounced(resultText(answer.data.spin));
    setBusy(false);
  };

  const spun = typeof known === 'object' && known !== null ? known : undefined;
  const phase = now === undefined ? undefined : campaignPhase(campaign, now);
  const eligibility =
    known === undefined || phase === undefined
      ? undefined
      : spinEligibility(known !== 'signed-out', spun !== undefined, phase);
  const drawn = spun && !busy ? spun.slice : undefined;
  const { size, centre } = WHEEL;

  return (
    <div className="spin" data-ready={eligibility ? 'true' : undefined}>
      <div className="spin__wheel">
        <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-labelledby="spin-wheel-title" className="spin-wheel">
          <title id="spin-wheel-title">{`Prize wheel with ${slices.length} slices: ${slices.map((s) => s.label).join(', ')}`}</title>
          <g transform={`rotate(${Math.round(rotation * 100) / 100} ${centre} ${centre})`} data-rotation={rotation}>
            {slices.map((slice, index) => {
              const label = labelPlacement(index, slices.length);
              return (
                <g
                  key={slice.label}
                  className={`spin-wheel__slice spin-wheel__slice--${sliceClass(index, slices.length)}`}
                >
                  <path d={slicePath(index, slices.length)} />
                  <text
                    x={label.x}
                    y={centre}
                    dominantBaseline="middle"
                    textAnchor={label.anchor}
                    transform={`rotate(${label.rotation} ${centre} ${centre})`}
                  >
                    {sliceText(slice.label)}
                  </text>
                </g>
              );
            })}
            {drawn !== undefined && <path className="spin-wheel__drawn" d={slicePath(drawn, slices.length)} />}
          </g>
          <circle className="spin-wheel__hub" cx={centre} cy={centre} r="18" />
          <path className="spin-wheel__pointer" d={`M ${centre - 14} 0 L ${centre + 14} 0 L ${centre} 30 Z`} />
        </svg>
      </div>
      <div className="spin__panel">
        {eligibility === undefined && !error && <p aria-busy="true">Checking your spin…</p>}
        <p className="spin__result" role="status">
          {announced}
        </p>

        {eligibility?.kind === 'sign-in' && (
          <p>
            {SPIN_TEXT.signIn}{' '}
            <a className="button" href={signInUrl('spin-to-win', PAGE, PAGE)}>
              Sign in
            </a>
          </p>
        )}
        {eligibility?.kind === 'outside-window' && (
          <p className="spin__notice">{phaseMessage(campaign, eligibility.phase)}</p>
        )}
        {eligibility?.kind === 'may-spin' && (
          <button
            type="button"
            className="button spin__button"
            onClick={() => void spin()}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? 'Spinning…' : 'Spin the wheel'}
          </button>
        )}
        {eligibility?.kind === 'already-spun' && spun && !busy && (
          <p>
            You spun the wheel on{' '}
            {new Date(spun.spun_at).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' })}:
            one spin per customer.
          </p>
        )}
        {error && (
          <p className="spin__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
