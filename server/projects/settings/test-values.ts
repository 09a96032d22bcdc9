/** A complete, valid settings body (tests and the permission matrix). */
export const VALID_SETTINGS = {
  city_cnpj: '11.222.333/0001-81',
  city_adress: 'Praça da Matriz, 100 - Centro, São João del-Rei/MG',
  city_admin_process: 'Processo nº 1.234/2026',
  city_mayor_name: 'Conceição Araújo',
  city_mayor_rg: 'MG-12.345.678',
  city_mayor_cpf: '529.982.247-25',
  titulo_description: 'O Município confere o título de legitimação fundiária ao beneficiário abaixo qualificado.',
};
