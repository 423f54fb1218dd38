/** The legal texts of the option menu (namespace Legal): a title and paragraphs, each rich text. */
export type LegalDoc = 'eula' | 'privacy' | 'conduct';

export const LEGAL_DOCS: Record<LegalDoc, { title: string; paragraphs: string[] }> = {
  eula: { title: 'Eula_Title_00', paragraphs: ['Eula_Body_00', 'Eula_Body_01', 'Eula_Body_02', 'Eula_Body_03', 'Eula_Body_04', 'Eula_Body_05'] },
  privacy: {
    title: 'Privacy_Title_00',
    paragraphs: ['Privacy_Body_00', 'Privacy_Body_01', 'Privacy_Body_02', 'Privacy_Body_03', 'Privacy_Body_04', 'Privacy_Body_05'],
  },
  conduct: { title: 'Conduct_Title_00', paragraphs: ['Conduct_Body_00', 'Conduct_Body_01', 'Conduct_Body_02', 'Conduct_Body_03', 'Conduct_Body_04'] },
};
