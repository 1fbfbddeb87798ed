import { BLOG_TEASERS } from '../blog-teasers';
import type { BlogPost } from '../types';

export const ivVitaminTherapyPost: BlogPost = {
  ...BLOG_TEASERS.ivVitaminTherapy,
  body: [
    {
      paragraphs: [
        'IV vitamin therapy has become a familiar sight, from wellness lounges to hotel pop-ups. It delivers fluids, vitamins and minerals directly into a vein through a small catheter. Because it bypasses the digestive system, the nutrients reach the bloodstream quickly. Whether that makes a difference for you depends on your health, your goals and your reasons for considering it.',
      ],
    },
    {
      heading: 'What is in a typical drip',
      paragraphs: [
        'Most IV drips start with a bag of sterile fluid, such as saline, plus electrolytes. Depending on the formula, they may add B vitamins, vitamin C, magnesium, calcium or zinc. Some clinics offer additional ingredients on request. A reputable medical office will tell you exactly what is in each bag and the dose.',
      ],
    },
    {
      heading: 'What the evidence says',
      paragraphs: [
        'IV fluids and nutrients have well-established medical uses. People who are dehydrated and cannot keep fluids down, or who have a diagnosed deficiency that is hard to correct by mouth, for example because of certain digestive conditions or surgeries, may benefit from intravenous treatment under medical supervision.',
        'For healthy people who eat a varied diet, the picture is different. Research on routine vitamin drips for energy, immunity or general wellness is limited, and most people absorb what they need from food and, when recommended, oral supplements. Some patients say they feel better after a session, and hydration alone may account for part of that. We think it is important to be clear: IV therapy is not a substitute for a balanced diet, sleep, exercise, vaccines or treatment of an underlying condition.',
      ],
    },
    {
      heading: 'Safety comes first',
      paragraphs: [
        'Any procedure that places a needle in a vein carries some risk, including bruising, vein irritation and, rarely, infection. Large amounts of fluid can be a problem for people with heart failure or kidney disease, and some vitamins and minerals can interact with medical conditions or medications. High doses of certain nutrients are not appropriate for everyone.',
        'That is why we review your medical history, medications and allergies before a first session, and why IV therapy at our clinics is given by trained clinical staff in a medical setting. If something in your history makes IV therapy a poor choice, we will tell you and suggest alternatives.',
      ],
    },
    {
      heading: 'Questions to ask before you book',
      paragraphs: [
        'What do I hope to get from this? Is there a reason, such as a known deficiency, that IV treatment is better for me than food or oral supplements? Could my symptoms, such as fatigue, point to a condition that should be checked first? What exactly is in the drip, and is each ingredient safe with my medications?',
        'If you are feeling run down for weeks at a time, start with a visit to your primary care provider. Fatigue has many possible causes, including anemia, thyroid problems, sleep disorders and depression, and these deserve proper evaluation.',
      ],
    },
    {
      heading: 'What to expect at a session',
      paragraphs: [
        'After your screening, a clinician places a small IV line, usually in the arm. Most sessions take between 30 and 60 minutes, and you can read, work or relax while the drip runs. Afterwards the line is removed and a small bandage applied. Let staff know right away if you feel unwell at any point.',
        'If you are curious whether IV therapy fits into your care, talk with your provider. Together you can decide whether it makes sense, and if it does, choose a formula that suits your health.',
      ],
    },
  ],
};
