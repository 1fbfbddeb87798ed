// Who each service is for (website.md §2, the service page's "Who it is for"), by slug: only the service page shows
// it, so it lives apart from the catalogue that every page's menu loads. Data: exempt from the 150-line guide.

const AUDIENCES: Readonly<Record<string, string>> = {
  diabetes: 'Adults living with diabetes or prediabetes, and anyone told their blood sugar is running high.',
  hypertension: 'Adults with high or borderline blood pressure readings, or a family history of heart disease.',
  'adult-physical': 'Every adult, whether you feel well or have ongoing conditions to keep an eye on.',
  'pre-surgery-checkup': 'Adults scheduled for surgery or a procedure that requires medical clearance.',
  'preventive-medicine': 'Adults who want to stay ahead of health problems rather than react to them.',
  'sick-visits': 'Established and new patients with a new illness or symptom that cannot wait for a routine visit.',
  ekg: 'Adults with palpitations, chest discomfort, shortness of breath, or who need an EKG before surgery.',
  'travel-medicine-consultation': 'Adults planning international travel; ideally book four to six weeks before departure.',
  'weight-loss': 'Adults who want support losing weight safely, especially with conditions such as diabetes or high blood pressure.',
  'high-cholesterol': 'Adults with high cholesterol results, a family history of heart disease, or who have not been checked recently.',
  vaccines: 'Adults who are due for routine vaccines or need proof of immunization.',
  'covid-19-testing': 'Adults with symptoms such as fever, cough or sore throat, or a recent close exposure.',
  'womens-health': 'Adult women looking for a primary care home for routine screening and everyday concerns.',
  'mens-health': 'Adult men who want a regular check-up or have specific questions about their health.',
  'respiratory-infections': 'Adults with cough, congestion, sore throat, fever or shortness of breath.',
  'on-site-laboratory': 'Patients who need lab work as part of a check-up, chronic care or a sick visit.',
  'adult-urgent-care': 'Adults with an urgent but non-life-threatening problem. For emergencies, call 911.',
  'std-screening': 'Sexually active adults, anyone with symptoms, or anyone with a new partner or possible exposure.',
  'allergy-testing-immunology': 'Adults with seasonal or year-round sneezing, congestion, itchy eyes or skin reactions.',
  'general-medicine': 'Adults looking for a primary care provider for routine and ongoing needs.',
  'x-ray-imaging': 'Patients whose provider needs an image of bones, joints or the chest to guide care.',
  ultrasound: 'Patients whose provider orders an ultrasound to look more closely at an organ or a lump.',
  'add-adhd-treatment': 'Adults who struggle with focus, organization or restlessness, or who were diagnosed earlier in life.',
  'at-home-visits': 'Patients with limited mobility, recent hospital stays or other reasons that make office visits difficult.',
  'morpheus-8': 'Adults interested in skin texture treatment who have talked through the expected results and downtime.',
  'female-contraception': 'Women who want to start, change or review their birth control.',
  'suboxone-and-sublocade-treatment': 'Adults who want help with opioid use, and people already on treatment looking for a new provider.',
  'botox-juvederm': 'Adults considering cosmetic injections who want them done in a medical office.',
  'emsculpt-neo': 'Adults near their goal weight who are interested in body contouring and have discussed expected results.',
  'pre-exposure-prophylaxis-prep': 'Adults who may be exposed to HIV and want to lower their risk.',
  'internal-medicine': 'Adults with several health conditions or complex questions who want one physician to coordinate their care.',
  'flu-shot': 'Nearly every adult, especially those over 65 or living with a chronic condition.',
  'hormone-replacement': 'Adults with menopause symptoms or confirmed hormone deficiencies who want to review their options.',
  'vo2-metabolic-testing': 'Adults starting a fitness or weight program who want a measured starting point.',
};

/** One or two sentences on who the service is for; every catalogue slug has one (a test checks). */
export function serviceAudience(slug: string): string {
  return AUDIENCES[slug] ?? '';
}
