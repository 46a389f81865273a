import { MEDICAL_COLUMNS, RESEARCH_SUBJECTS, SPECIALTIES } from '../texts';

/** What a seeded title is about: the research method, disease or column subject it names (longest match wins). */
export function subjectIn(title: string, specialty: number): { subject: string; research: boolean } {
  const research = RESEARCH_SUBJECTS.find((r) => title.includes(r));
  if (research) return { subject: research, research: true };
  const own = SPECIALTIES[specialty]?.diseases ?? [];
  const others = [...SPECIALTIES.flatMap((s) => s.diseases), ...MEDICAL_COLUMNS.flatMap((c) => c.subjects ?? [])];
  const found = [...own, ...others].filter((d) => title.includes(d)).sort((a, b) => b.length - a.length)[0];
  return { subject: found ?? own[0] ?? '常见病', research: false };
}
