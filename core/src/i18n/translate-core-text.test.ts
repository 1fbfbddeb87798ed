import { describe, expect, it } from 'vitest';
import {
  insuranceStepMessage,
  loadingFailureMessage,
  patientStepMessage,
  slotSearchFailure,
  timesCountMessage,
} from '../errors/error-messages';
import { SchedulerError } from '../errors/scheduler-error';
import { PATIENT_FORM_MESSAGES } from '../validation/patient-form.schema';
import { CORE_CATALOGS } from './core-catalog';
import { translateCoreText } from './translate-core-text';

const { es, hy } = CORE_CATALOGS;

describe("the booking's texts in the patient's language", () => {
  it("shows the step 2 row in the catalog's language, and athena's own words as they are", () => {
    expect(patientStepMessage(new SchedulerError('UPSTREAM', 'Phone is invalid'), es)).toBe(
      'Número de teléfono no válido. Ingrese un número de teléfono válido',
    );
    expect(patientStepMessage(new SchedulerError('NETWORK', 'down'), hy)).toBe('Ցանցի սխալ։ Խնդրում ենք ստուգել Ձեր կապը և կրկին փորձել։');
    expect(patientStepMessage(new SchedulerError('UPSTREAM', 'Something odd happened'), es)).toBe('Something odd happened');
  });

  it('translates the prefix of a failure and keeps its detail', () => {
    const refused = new SchedulerError('INVALID_INPUT', 'Failed to create patient insurance: bad id', 400, { error: 'bad id' });
    expect(insuranceStepMessage(refused, 'insurance', es)).toBe('No se pudo registrar el seguro del paciente: bad id');
    expect(insuranceStepMessage(undefined, 'other', hy)).toBe('Չհաջողվեց մշակել Ձեր հարցումը');
    expect(loadingFailureMessage('departments', new SchedulerError('TIMEOUT', 'Failed to load departments: timeout'), es)).toBe(
      'No se pudieron cargar las clínicas: timeout',
    );
    expect(slotSearchFailure(undefined, es).screen).toBe(
      'No se encontraron horarios disponibles: No se pudieron cargar los horarios de citas disponibles',
    );
    expect(timesCountMessage(3, es)).toBe('3 horarios disponibles');
  });

  it('reads a finished English core text back into a language, values and nested texts included', () => {
    expect(translateCoreText(es, PATIENT_FORM_MESSAGES.firstNameLong)).toBe('El nombre debe tener 50 caracteres o menos');
    expect(translateCoreText(hy, 'Failed to create patient insurance: Insurance package ID is required')).toBe(
      'Չհաջողվեց գրանցել պացիենտի ապահովագրությունը՝ Անհրաժեշտ է ապահովագրական ծրագրի նույնացուցիչը',
    );
    expect(translateCoreText(es, 'Failed to load providers. Please try again.')).toBe(
      'No se pudieron cargar los profesionales de la salud. Inténtelo de nuevo.',
    );
    expect(translateCoreText(es, 'Patient ID 9 was not found')).toBe('Patient ID 9 was not found');
    expect(translateCoreText(CORE_CATALOGS.en, 'Email is required')).toBe('Email is required');
  });
});
