import { BLOG_TEASERS } from '../blog-teasers';
import type { BlogPost } from '../types';

export const adultPhysicalsPost: BlogPost = {
  ...BLOG_TEASERS.adultPhysicals,
  body: [
    {
      paragraphs: [
        'Many adults only see a doctor when something is wrong. That is understandable: life is busy, and an appointment can feel unnecessary when you feel well. But several of the most common serious conditions in adults, including high blood pressure, high cholesterol, type 2 diabetes and some cancers, often cause no symptoms in their early stages. A yearly physical is one of the simplest ways to find them while they are easier to manage.',
      ],
    },
    {
      heading: 'What happens during a physical',
      paragraphs: [
        'An adult physical starts with a conversation. Your provider will review your medical history, your family history, the medications and supplements you take, and any changes since your last visit. This is also the time to mention anything that has been on your mind, from trouble sleeping to a mole that looks different.',
        'The exam itself usually includes your blood pressure, heart rate, weight and body mass index, a listen to your heart and lungs, and a check of your abdomen, skin and other areas based on your age and concerns. Depending on your history, your provider may order blood work such as a cholesterol panel, a blood sugar or A1C test, kidney and liver tests, or a blood count.',
      ],
    },
    {
      heading: 'Screenings that depend on your age and risk',
      paragraphs: [
        'Screening recommendations change with age, sex, family history and lifestyle, so there is no single checklist that fits everyone. Common examples include blood pressure checks for all adults, cervical cancer screening for women from age 21, colorectal cancer screening starting at age 45 for people at average risk, and breast cancer screening for women in their 40s and beyond. Adults with a long history of smoking may be candidates for lung cancer screening, and one-time tests for hepatitis C and HIV are recommended for most adults.',
        'Your provider will look at your own risk factors and explain which tests make sense for you now, which can wait, and why.',
      ],
    },
    {
      heading: 'Vaccines are part of preventive care',
      paragraphs: [
        'Vaccines are not only for children. Adults are generally advised to get a flu shot every year and a tetanus booster every ten years, and many adults become eligible for shingles and pneumonia vaccines as they get older. A physical is a good moment to review your vaccine record and catch up on anything you missed.',
      ],
    },
    {
      heading: 'Building a relationship with your provider',
      paragraphs: [
        'One of the less obvious benefits of a yearly visit is continuity. When your provider knows your baseline, small changes stand out sooner, and you have someone to call who already understands your history when something new comes up. Patients who see the same primary care team over time often find it easier to coordinate specialist care, medications and follow-up tests.',
      ],
    },
    {
      heading: 'How to prepare',
      paragraphs: [
        'Arrive 15 minutes early, and bring a photo ID, your insurance card, a list of your medications and doses, and any recent test results from other offices. Write down your questions in advance so nothing gets forgotten. If your provider may order fasting blood work, ask when booking whether you should skip breakfast.',
        'If it has been more than a year since your last check-up, or you are not sure which screenings you are due for, consider booking a physical. It is a small investment of time that can make a real difference in the years ahead.',
      ],
    },
  ],
};
