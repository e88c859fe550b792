import { describe, expect, it } from 'vitest';
import {
  SPIN_AUTO_ROTATE_MS,
  SPIN_DRAG_SENSITIVITY,
  frameAfterDrag,
  frameAfterKey,
  hotspotPosition,
  wrapFrame,
} from './spin-frames.ts';

describe('spin viewer frames', () => {
  it('uses the spec constants: drag sensitivity 20, auto-rotate every 100 ms', () => {
    expect(SPIN_DRAG_SENSITIVITY).toBe(20);
    expect(SPIN_AUTO_ROTATE_MS).toBe(100);
  });
  describe('wrapping', () => {
    it('wraps both ways over 36 frames', () => {
      expect(wrapFrame(36, 36)).toBe(0);
      expect(wrapFrame(-1, 36)).toBe(35);
      expect(wrapFrame(5, 0)).toBe(0);
    });
  });
  describe('drag', () => {
    it('moves one frame per 20 px', () => {
      expect(frameAfterDrag(0, -19, 36)).toBe(0);
      expect(frameAfterDrag(0, -20, 36)).toBe(1);
      expect(frameAfterDrag(0, -100, 36)).toBe(5);
      expect(frameAfterDrag(0, 40, 36)).toBe(34);
    });
  });
  describe('arrow keys', () => {
    it('steps one frame and ignores other keys', () => {
      expect(frameAfterKey(35, 'ArrowRight', 36)).toBe(0);
      expect(frameAfterKey(0, 'ArrowLeft', 36)).toBe(35);
      expect(frameAfterKey(3, 'Enter', 36)).toBeNull();
    });
  });
  describe('hotspots', () => {
    const hotspot = {
      positions: [
        { frame: 0, x: 78.9, y: 43.6 },
        { frame: 1, x: 78.4, y: 44.3 },
      ],
    };
    it('sits where the angle says, hidden at angles without a position', () => {
      expect(hotspotPosition(hotspot, 1)).toEqual({ x: 78.4, y: 44.3 });
      expect(hotspotPosition(hotspot, 2)).toBeNull();
    });
  });
});
