/**
 * Invented people as JSON Resume documents (jsonresume.org schema 1.0), for rendering through
 * JSON Resume themes: the truth is the data itself. Drawn from small pools of invented names,
 * employers, schools and towns with a fixed seed, so the same people come out on every run.
 * Nobody here is real; e-mails are at example.com.
 */

type Json = Record<string, unknown>;

const EN = {
  first: ['Harriet', 'Callum', 'Priya', 'Owen', 'Freya', 'Marcus', 'Imogen', 'Tobias'],
  last: ['Ashworth', 'Pennington', 'Raghavan', 'Moorcroft', 'Linwood', 'Okafor', 'Gatley', 'Fairbairn'],
  towns: [['Leeds', 'LS2 7EW', 'GB'], ['Bristol', 'BS1 4DJ', 'GB'], ['Manchester', 'M1 2AB', 'GB'], ['Dublin', 'D02 X285', 'IE']],
  jobs: [
    ['Logistics Coordinator', 'Harbourline Freight Ltd', 'Planned daily routes for a fleet of 40 vans;Cut late deliveries by a third'],
    ['Staff Nurse', 'Westmoor General Hospital', 'Cared for 12 patients per shift on a surgical ward;Mentored student nurses'],
    ['Software Developer', 'Quillstone Systems plc', 'Built REST services in TypeScript and PostgreSQL;Led the move to continuous delivery'],
    ['Assistant Accountant', 'Brackenridge & Co LLP', 'Prepared monthly management accounts;Reconciled 15 bank accounts'],
    ['Store Manager', 'Kettlewell Foods', 'Managed a team of 22 and a £4m turnover;Opened two new stores'],
    ['Marketing Executive', 'Bluefen Media Group', 'Ran paid social campaigns;Grew the newsletter to 30,000 readers'],
  ],
  schools: [['BSc', 'Computer Science', 'University of Castlebridge'], ['BA', 'Business Management', 'Northvale University'], ['Diploma', 'Adult Nursing', 'Riverside College of Health'], ['MSc', 'Finance', 'Kingsholm Business School']],
  skills: [['Tools', ['Excel', 'SAP', 'Power BI']], ['Development', ['TypeScript', 'Node.js', 'SQL', 'Docker']], ['People', ['Coaching', 'Rota planning']]],
  languages: [['English', 'Native speaker'], ['French', 'Intermediate'], ['Polish', 'Fluent'], ['Spanish', 'Basic']],
  certs: ['PRINCE2 Foundation', 'First Aid at Work', 'AWS Certified Cloud Practitioner'],
  interests: ['Hill walking', 'Chess', 'Choir singing', 'Cycling'],
  labels: ['Operations professional', 'Registered nurse', 'Full-stack developer', 'Finance assistant'],
};

const FR = {
  first: ['Solène', 'Bastien', 'Maëlys', 'Gaëtan', 'Clémence', 'Yanis', 'Apolline', 'Thibault'],
  last: ['Marchetti', 'Lefebvre-Ory', 'Castagné', 'Brévart', 'Quillard', 'Mézières', 'Dutheil', 'Rocheteau'],
  towns: [['Rennes', '35000', 'FR'], ['Lille', '59000', 'FR'], ['Toulouse', '31000', 'FR'], ['Grenoble', '38000', 'FR']],
  jobs: [
    ['Chargée de recrutement', 'Talentis Conseil SAS', 'Sourcing et entretiens de 20 candidats par semaine;Suivi des intégrations'],
    ['Technicien de maintenance', 'Usinor Bretagne', 'Maintenance préventive des lignes de conditionnement;Réduction des arrêts de 15 %'],
    ['Comptable fournisseurs', 'Groupe Ravelle', 'Saisie et lettrage des factures;Préparation des clôtures mensuelles'],
    ['Développeur web', 'Agence Pixelune', 'Développement de sites en React et Symfony;Mise en place des tests automatisés'],
    ['Infirmière', 'Clinique des Tilleuls', 'Soins en chirurgie ambulatoire;Encadrement des étudiants infirmiers'],
    ['Responsable de magasin', 'Maison Fromentin SARL', "Gestion d'une équipe de 9 personnes;Suivi du chiffre d'affaires"],
  ],
  schools: [['Master', 'Gestion des ressources humaines', 'Université de Valmont'], ['BTS', 'Maintenance des systèmes', 'Lycée Jules Ferrand'], ['Licence', 'Informatique', 'IUT de Saint-Aubrac'], ["Diplôme d'État", 'Infirmier', 'IFSI de Bellerive']],
  skills: [['Bureautique', ['Excel', 'Word', 'Sage 100']], ['Développement', ['JavaScript', 'React', 'PHP', 'Git']], ['Management', ["Animation d'équipe", 'Planification']]],
  languages: [['Français', 'Langue maternelle'], ['Anglais', 'Courant'], ['Espagnol', 'Notions'], ['Allemand', 'Intermédiaire']],
  certs: ['Habilitation électrique B1V', 'Certificat Voltaire', 'SST – Sauveteur secouriste du travail'],
  interests: ['Randonnée', 'Photographie', 'Théâtre amateur', 'Course à pied'],
  labels: ['Chargée de recrutement', 'Technicien de maintenance', 'Comptable', 'Développeur web'],
};

export function fictionalJsonResumes(count: number, seed = 12): Array<{ id: string; resume: Json }> {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const some = <T>(xs: readonly T[], n: number): T[] => [...xs].sort(() => random() - 0.5).slice(0, n);
  const out: Array<{ id: string; resume: Json }> = [];
  for (let k = 0; k < count; k++) {
    const lang = k % 2 === 0 ? EN : FR;
    const [first, last] = [lang.first[k % lang.first.length]!, lang.last[(k * 3) % lang.last.length]!];
    const [city, postalCode, countryCode] = pick(lang.towns);
    let year = 2024 - Math.floor(random() * 2);
    const work = some(lang.jobs, 2 + Math.floor(random() * 3)).map(([position, name, highlights], i) => {
      const end = i === 0 ? null : `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-01`;
      year -= 1 + Math.floor(random() * 4);
      const start = `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-01`;
      return { name, position, location: pick(lang.towns)[0], startDate: start, ...(end ? { endDate: end } : {}), highlights: highlights!.split(';') };
    });
    const education = some(lang.schools, 1 + Math.floor(random() * 2)).map(([studyType, area, institution]) => {
      const end = year - Math.floor(random() * 2);
      year = end - 3;
      return { institution, area, studyType, startDate: `${end - 3}-09-01`, endDate: `${end}-06-30` };
    });
    const email = `${first}.${last}`.normalize('NFD').replace(/[^\w.]/g, '').toLowerCase() + '@example.com';
    out.push({
      id: `${lang === EN ? 'en' : 'fr'}-${String(k + 1).padStart(2, '0')}`,
      resume: {
        basics: {
          name: `${first} ${last}`,
          label: lang.labels[k % lang.labels.length],
          email,
          phone: lang === EN ? `+44 7700 900${String(100 + k * 7).slice(-3)}` : `06 ${String(10 + k)} 45 67 ${String(20 + k)}`,
          location: { city, postalCode, countryCode },
          profiles: [{ network: 'LinkedIn', url: `https://www.linkedin.com/in/${email.split('@')[0]!.replace(/\./g, '-')}-example` }],
          summary: lang === EN ? 'Reliable and organised, with a record of improving how teams work.' : "Rigoureuse et organisée, j'aime améliorer le fonctionnement des équipes.",
        },
        work,
        education,
        skills: some(lang.skills, 2).map(([name, keywords]) => ({ name, keywords })),
        languages: some(lang.languages, 2).map(([language, fluency]) => ({ language, fluency })),
        certificates: some(lang.certs, 1 + Math.floor(random() * 2)).map((name) => ({ name, date: '2021-05-01', issuer: '' })),
        interests: some(lang.interests, 2).map((name) => ({ name })),
      },
    });
  }
  return out;
}
