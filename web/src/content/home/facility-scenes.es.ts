// Spanish translation of its English module beside it (decision 98). Not reviewed by a fluent reviewer.
// Spanish of facility-scenes.ts (not reviewed).
export const SCENES: readonly string[] = [
  'Recepción con una recepcionista que da la bienvenida en la clínica de Glendale',
  'Sala de espera luminosa con sillas acolchadas y plantas',
  'Consultorio con camilla de exploración e instrumentos montados en la pared',
  'Mesa del laboratorio de la clínica con un microscopio y tubos de muestras',
  'Sala de rayos X con el brazo del equipo sobre la camilla',
  'Puesto de ecografía con una pantalla junto a una camilla reclinable',
  'Consultorio del médico con escritorio, sillas y estanterías',
  'Pasillo tranquilo con puertas numeradas de los consultorios',
  'Sala de terapia intravenosa con sillones reclinables y soportes para sueros',
  'Vista desde la calle del edificio de la clínica, con su entrada y árboles',
];
