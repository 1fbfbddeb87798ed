import { BLOG_TEASERS } from '../blog-teasers';
import type { BlogPost } from '../types';

export const allergySeasonPost: BlogPost = {
  ...BLOG_TEASERS.allergySeason,
  body: [
    {
      paragraphs: [
        'In Southern California, allergy season can feel like it never fully ends. Trees often start releasing pollen in late winter, grasses follow in spring and early summer, and weeds can carry on into the fall. Dry, windy days stir up pollen and dust, and indoor triggers such as dust mites, mold and pet dander are with us all year.',
        'Seasonal allergies happen when the immune system overreacts to something harmless, like pollen. The result is familiar: sneezing, a runny or blocked nose, itchy or watery eyes, an itchy throat and sometimes a cough or fatigue. The good news is that a few habits and the right treatment often make a noticeable difference.',
      ],
    },
    {
      heading: 'Reduce your exposure',
      paragraphs: [
        'Check the daily pollen forecast and, on high-count days, plan outdoor exercise for the times your symptoms tend to be milder. Keep windows closed at home and in the car, and use the recirculate setting on your car’s air conditioning.',
        'Pollen clings to hair, skin and clothing. Showering and changing clothes after spending time outdoors, and washing bedding weekly in hot water, can keep it out of your bedroom. A HEPA air purifier in the bedroom and a good filter in your heating and cooling system may also help.',
      ],
    },
    {
      heading: 'Rinse and soothe',
      paragraphs: [
        'Saline nasal rinses wash pollen and mucus out of the nose and many people find them soothing. If you use a rinse bottle or neti pot, use distilled, sterile or previously boiled and cooled water, never plain tap water, and clean the device after each use.',
        'Cool compresses and preservative-free artificial tears can ease itchy eyes. Try not to rub them, which tends to make the itching worse.',
      ],
    },
    {
      heading: 'Over-the-counter options',
      paragraphs: [
        'Several medicines are available without a prescription. Non-drowsy antihistamines can help with sneezing, itching and a runny nose. Steroid nasal sprays are often effective for congestion, but they work best when used every day, and it can take several days to feel the full effect. Antihistamine eye drops can help itchy eyes.',
        'Decongestant pills and sprays can relieve a blocked nose for a short time, but they are not right for everyone. Decongestant sprays should not be used for more than a few days in a row, and decongestant pills can raise blood pressure and heart rate. If you have high blood pressure, heart disease, glaucoma, an enlarged prostate, or you are pregnant, talk with your provider or pharmacist before starting any allergy medicine.',
      ],
    },
    {
      heading: 'When to see your provider',
      paragraphs: [
        'Make an appointment if over-the-counter treatment is not controlling your symptoms, if allergies keep you from sleeping or working, or if you keep getting sinus infections. Your provider can confirm whether allergies are the cause, adjust your medicines and, if needed, arrange allergy testing to pinpoint your triggers. For some people with persistent symptoms, allergy immunotherapy may be an option to discuss.',
        'Seek care promptly if you have wheezing, shortness of breath or chest tightness, as these can be signs of asthma. Call 911 for any swelling of the lips, tongue or throat or trouble breathing.',
        'With a plan that fits your triggers and your health, most people can enjoy the season with a lot less sniffling.',
      ],
    },
  ],
};
