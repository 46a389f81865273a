import { OriginType } from '../generated/enums';

/**
 * Whether a meeting takes sign-ups (docs/product-rules.md#meetings): a conference with sign-up (origin_type 14),
 * or a 学术会 entry (31) that stands for one (academic_origin_type 14; it has no other target and opens its own
 * meeting page). The card, the meeting page and the server's sign-up all ask this one question.
 */
export function takesSignUp(meeting: { origin_type?: number | null; academic_origin_type?: number | null }): boolean {
  if (meeting.origin_type === OriginType.meetingApply) return true;
  return meeting.origin_type === OriginType.academic && meeting.academic_origin_type === OriginType.meetingApply;
}
