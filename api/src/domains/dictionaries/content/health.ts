import type { HealthOption, LocalizedName } from '@bc/shared/contracts';
import { names, same } from './localized';

const option = (id: string, name: LocalizedName = same(id)): HealthOption => ({ id, name });
const grades = (ids: string[]) => ids.map((id) => option(id));
const range = (from: number, to: number) => grades(Array.from({ length: to - from + 1 }, (_, i) => String(from + i)));

/** N/N, N/M, M/M: the result options of every DNA test. */
export const GENOTYPE_OPTIONS: HealthOption[] = [
  option('N/N', names('N/N (чистый)', 'N/N (clear)', 'N/N (frei)', 'N/N (wolny)', 'N/N（正常）', 'N/N (negativní)', 'N/N (brīvs)')),
  option('N/M', names('N/M (носитель)', 'N/M (carrier)', 'N/M (Träger)', 'N/M (nosiciel)', 'N/M（携带者）', 'N/M (přenašeč)', 'N/M (nēsātājs)')),
  option('M/M', names('M/M (поражён)', 'M/M (affected)', 'M/M (betroffen)', 'M/M (chory)', 'M/M（患病）', 'M/M (postižený)', 'M/M (skarts)')),
];

const normal = names('Норма', 'Normal', 'Normal', 'Prawidłowy', '正常', 'Normální', 'Norma');
const affected = names('Поражён', 'Affected', 'Betroffen', 'Chory', '患病', 'Postižený', 'Skarts');
const byVet = [option('normal', normal), option('affected', affected)];

interface DnaTestData { id: string; genes: string[]; name: LocalizedName }
/** The DNA test list (seeded into `dna_tests`; moderators may add more). */
export const DNA_TESTS: DnaTestData[] = [
  { id: 'cea', genes: ['NHEJ1'], name: names('Аномалия глаз колли (CEA)', 'Collie eye anomaly (CEA)', 'Collie Eye Anomalie (CEA)', 'Anomalia oka collie (CEA)', '柯利犬眼异常 (CEA)', 'Anomálie oka kolií (CEA)', 'Kolliju acu anomālija (CEA)') },
  { id: 'ncl', genes: ['CLN5'], name: names('Нейрональный цероидный липофусциноз (NCL, CL)', 'Neuronal ceroid lipofuscinosis (NCL, CL)', 'Neuronale Ceroid-Lipofuszinose (NCL, CL)', 'Neuronalna ceroidolipofuscynoza (NCL, CL)', '神经元蜡样脂褐质沉积症 (NCL, CL)', 'Neuronální ceroidní lipofuscinóza (NCL, CL)', 'Neironālā ceroīdā lipofuscinoze (NCL, CL)') },
  { id: 'tns', genes: ['VPS13B'], name: names('Синдром захваченных нейтрофилов (TNS)', 'Trapped neutrophil syndrome (TNS)', 'Trapped-Neutrophil-Syndrom (TNS)', 'Zespół uwięzionych neutrofili (TNS)', '中性粒细胞滞留综合征 (TNS)', 'Syndrom zadržených neutrofilů (TNS)', 'Iesprostoto neitrofilu sindroms (TNS)') },
  { id: 'mdr1', genes: ['ABCB1'], name: names('Чувствительность к лекарствам (MDR1)', 'Multi-drug sensitivity (MDR1)', 'Arzneimittelüberempfindlichkeit (MDR1)', 'Nadwrażliwość na leki (MDR1)', '多药敏感 (MDR1)', 'Citlivost na léčiva (MDR1)', 'Paaugstināta jutība pret zālēm (MDR1)') },
  { id: 'igs', genes: ['CUBN'], name: names('Синдром Имерслунд-Гресбека (IGS)', 'Imerslund-Gräsbeck syndrome (IGS)', 'Imerslund-Gräsbeck-Syndrom (IGS)', 'Zespół Imerslund-Gräsbecka (IGS)', '伊默斯伦德-格雷斯贝克综合征 (IGS)', 'Imerslundův-Gräsbeckův syndrom (IGS)', 'Imerslundas-Gresbeka sindroms (IGS)') },
  { id: 'sn', genes: ['RETREG1'], name: names('Сенсорная нейропатия (SN)', 'Sensory neuropathy (SN)', 'Sensorische Neuropathie (SN)', 'Neuropatia czuciowa (SN)', '感觉神经病 (SN)', 'Senzorická neuropatie (SN)', 'Sensorā neiropātija (SN)') },
  { id: 'gg', genes: ['OLFML3'], name: names('Гониодисгенезия (GG)', 'Goniodysgenesis (GG)', 'Goniodysgenesie (GG)', 'Goniodysgenezja (GG)', '房角发育不全 (GG)', 'Goniodysgeneze (GG)', 'Goniodisģenēze (GG)') },
  { id: 'dm', genes: ['SOD1'], name: names('Дегенеративная миелопатия (DM)', 'Degenerative myelopathy (DM)', 'Degenerative Myelopathie (DM)', 'Zwyrodnieniowa mielopatia (DM)', '退行性脊髓病 (DM)', 'Degenerativní myelopatie (DM)', 'Deģeneratīvā mielopātija (DM)') },
  { id: 'mh', genes: ['RYR1'], name: names('Злокачественная гипертермия (MH)', 'Malignant hyperthermia (MH)', 'Maligne Hyperthermie (MH)', 'Hipertermia złośliwa (MH)', '恶性高热 (MH)', 'Maligní hypertermie (MH)', 'Ļaundabīgā hipertermija (MH)') },
];

interface ProviderData { id: string; name: LocalizedName; kinds: string[]; genes: string[] }
/** Laboratories; four offer the EAOD test, one of them on both USP31 and RBBP6. */
export const TEST_PROVIDERS: ProviderData[] = [
  { id: 'laboklin', name: same('Laboklin'), kinds: ['eaod', 'dna'], genes: ['USP31'] },
  { id: 'genomia', name: same('Genomia'), kinds: ['eaod', 'dna'], genes: ['USP31'] },
  { id: 'animal-genetics', name: same('Animal Genetics'), kinds: ['eaod', 'dna'], genes: ['USP31'] },
  { id: 'optimal-selection', name: same('Optimal Selection (Wisdom Panel)'), kinds: ['eaod', 'dna', 'mdd'], genes: ['USP31', 'RBBP6'] },
];

export interface HealthScaleData {
  id: string;
  kind: string;
  system: string | null;
  name: LocalizedName;
  genes: string[];
  options: HealthOption[];
}

const SYSTEMS: Record<string, LocalizedName> = {
  rkf: names('РКФ', 'RKF', 'RKF', 'RKF', 'RKF（俄罗斯）', 'RKF', 'RKF'),
  ofa: same('OFA'),
  fci: names('FCI', 'FCI', 'FCI', 'FCI', 'FCI（世界犬业联盟）', 'FCI', 'FCI'),
  bva: same('BVA/KC'),
  czech: names('Чехия (ČMKU)', 'Czech (ČMKU)', 'Tschechien (ČMKU)', 'Czechy (ČMKU)', '捷克 (ČMKU)', 'ČMKU', 'Čehija (ČMKU)'),
  vet: names('Ветеринарный врач', 'By vet', 'Tierarzt', 'Lekarz weterynarii', '兽医', 'Veterinář', 'Veterinārārsts'),
};
const withSystem = (title: LocalizedName, system: string): LocalizedName =>
  Object.fromEntries(Object.entries(title).map(([l, t]) => [l, `${t} — ${SYSTEMS[system][l as keyof LocalizedName]}`])) as LocalizedName;

const ELBOWS = names('Локтевые суставы (ДЛС)', 'Elbows (ED)', 'Ellbogen (ED)', 'Łokcie (ED)', '肘关节 (ED)', 'Lokty (DLK)', 'Elkoņi (ED)');
const HIPS = names('Тазобедренные суставы (ДТБС)', 'Hips (HD)', 'Hüften (HD)', 'Biodra (HD)', '髋关节 (HD)', 'Kyčle (DKK)', 'Gūžas (HD)');
const grade = (n: string) => names(`${n} степень`, `Grade ${n}`, `Grad ${n}`, `Stopień ${n}`, `${n}级`, `Stupeň ${n}`, `${n}. pakāpe`);
const borderline = names('Пограничный (BL)', 'Borderline (BL)', 'Grenzfall (BL)', 'Graniczny (BL)', '临界 (BL)', 'Hraniční (BL)', 'Robežgadījums (BL)');

const ELBOW_OPTIONS: Record<string, HealthOption[]> = {
  rkf: range(0, 3),
  ofa: [option('normal', normal), option('I', grade('I')), option('II', grade('II')), option('III', grade('III'))],
  fci: [option('0'), option('BL', borderline), option('1'), option('2'), option('3')],
  bva: range(0, 3),
  czech: range(0, 3),
  vet: byVet,
};
const HIP_OPTIONS: Record<string, HealthOption[]> = {
  rkf: grades(['A', 'B', 'C', 'D', 'E']),
  ofa: [
    option('excellent', names('Отлично', 'Excellent', 'Ausgezeichnet', 'Doskonały', '优秀', 'Výborné', 'Izcili')),
    option('good', names('Хорошо', 'Good', 'Gut', 'Dobry', '良好', 'Dobré', 'Labi')),
    option('fair', names('Удовлетворительно', 'Fair', 'Befriedigend', 'Dostateczny', '尚可', 'Uspokojivé', 'Apmierinoši')),
    option('borderline', names('Пограничное', 'Borderline', 'Grenzwertig', 'Graniczny', '临界', 'Hraniční', 'Robežgadījums')),
    option('mild', names('Лёгкая дисплазия', 'Mild', 'Leicht', 'Łagodna', '轻度', 'Lehká', 'Viegla')),
    option('moderate', names('Средняя дисплазия', 'Moderate', 'Mittel', 'Umiarkowana', '中度', 'Střední', 'Vidēja')),
    option('severe', names('Тяжёлая дисплазия', 'Severe', 'Schwer', 'Ciężka', '重度', 'Těžká', 'Smaga')),
  ],
  fci: grades(['A', 'B', 'C', 'D', 'E']),
  bva: range(0, 53),
  czech: range(0, 4),
  vet: byVet,
};

const EAOD = names('Ранняя глухота взрослых собак (EAOD)', 'Early adult onset deafness (EAOD)', 'Früh einsetzende Taubheit (EAOD)', 'Wczesna głuchota u dorosłych psów (EAOD)', '成年早发性耳聋 (EAOD)', 'Časná hluchota dospělých psů (EAOD)', 'Agrīns pieaugušo suņu kurlums (EAOD)');

/** Every non-DNA scale (seeded into `health_scales`). */
export const HEALTH_SCALES: HealthScaleData[] = [
  ...Object.entries(ELBOW_OPTIONS).map(([system, options]) => ({ id: `elbows:${system}`, kind: 'elbows', system, name: withSystem(ELBOWS, system), genes: [], options })),
  ...Object.entries(HIP_OPTIONS).map(([system, options]) => ({ id: `hips:${system}`, kind: 'hips', system, name: withSystem(HIPS, system), genes: [], options })),
  {
    id: 'baer', kind: 'baer', system: null, genes: [],
    name: names('Тест слуха BAER', 'BAER hearing test', 'BAER-Hörtest', 'Test słuchu BAER', 'BAER 听力测试', 'Test sluchu BAER', 'BAER dzirdes tests'),
    options: [
      option('+/+', names('+/+ (слышит на оба уха)', '+/+ (hears in both ears)', '+/+ (beidseitig hörend)', '+/+ (słyszy obustronnie)', '+/+（双耳听力正常）', '+/+ (slyší oběma ušima)', '+/+ (dzird ar abām ausīm)')),
      option('+/-', names('+/- (глухота на одно ухо)', '+/- (deaf in one ear)', '+/- (einseitig taub)', '+/- (głuchota jednostronna)', '+/-（单侧耳聋）', '+/- (jednostranně hluchý)', '+/- (kurls uz vienu ausi)')),
      option('-/-', names('-/- (глухота на оба уха)', '-/- (deaf in both ears)', '-/- (beidseitig taub)', '-/- (głuchota obustronna)', '-/-（双侧耳聋）', '-/- (oboustranně hluchý)', '-/- (kurls uz abām ausīm)')),
    ],
  },
  {
    id: 'ocd_sp', kind: 'ocd_sp', system: null, genes: [],
    name: names('Остеохондроз плечевого сустава (OCD-SP)', 'Shoulder osteochondrosis (OCD-SP)', 'Osteochondrose der Schulter (OCD-SP)', 'Osteochondroza stawu barkowego (OCD-SP)', '肩关节剥脱性骨软骨炎 (OCD-SP)', 'Osteochondróza ramenního kloubu (OCD-SP)', 'Pleca locītavas osteohondroze (OCD-SP)'),
    options: [
      option('free', names('Свободен', 'Free', 'Frei', 'Wolny', '无', 'Prostý', 'Brīvs')),
      option('affected', affected),
    ],
  },
  {
    id: 'ltv', kind: 'ltv', system: null, genes: [], options: range(0, 4),
    name: names('Переходный пояснично-крестцовый позвонок (LTV)', 'Lumbosacral transitional vertebra (LTV)', 'Lumbosakraler Übergangswirbel (LTV)', 'Kręg przejściowy lędźwiowo-krzyżowy (LTV)', '腰骶移行椎 (LTV)', 'Lumbosakrální přechodový obratel (LTV)', 'Jostas-krustu pārejas skriemelis (LTV)'),
  },
  {
    id: 'va', kind: 'va', system: null, genes: [], options: range(0, 4),
    name: names('Аномалии позвонков (VA)', 'Vertebral anomalies (VA)', 'Wirbelanomalien (VA)', 'Anomalie kręgów (VA)', '椎骨异常 (VA)', 'Anomálie obratlů (VA)', 'Skriemeļu anomālijas (VA)'),
  },
  ...TEST_PROVIDERS.filter((p) => p.kinds.includes('eaod')).map((p) => ({
    id: `eaod:${p.id}`, kind: 'eaod', system: p.id, genes: p.genes, options: GENOTYPE_OPTIONS,
    name: Object.fromEntries(Object.entries(EAOD).map(([l, t]) => [l, `${t} — ${p.name[l as keyof LocalizedName]} (${p.genes.join(', ')})`])) as LocalizedName,
  })),
  {
    id: 'mdd', kind: 'mdd', system: null, genes: [], options: GENOTYPE_OPTIONS,
    name: names('MDD (генетический тест)', 'MDD (genetic test)', 'MDD (Gentest)', 'MDD (test genetyczny)', 'MDD（基因检测）', 'MDD (genetický test)', 'MDD (ģenētiskais tests)'),
  },
];
